
import { LoginPanel, toast } from '../support/login-panel';
import { latestSmsCode, smsMessages, uniqueMobile } from '../support/sandbox';
import { expect, test } from '../support/test';

const PHONE_EMPTY = 'Please enter your phone number';
const PHONE_INVALID = 'Please enter the correct 10-digit phone number（0XXXXXXXXX）';
const CODE_EMPTY = 'Please enter the verification code';
const CONSENT_REQUIRED =
  'Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step';

test.describe('login panel', () => {
  test('the guard opens it on /me without a session, with every element of the spec', async ({ page }) => {
    const panel = new LoginPanel(page);
    await panel.openThroughGuard();
    await expect(page).not.toHaveURL(/\/me$/);
    await expect(panel.root.getByRole('heading', { name: 'Pocket' })).toBeVisible();
    await expect(panel.root).toContainText('A Pocket Wallet For All Zambians');
    await expect(panel.root.getByTestId('phone-prefix')).toHaveText('+26');
    await expect(panel.root.getByTestId('phone-counter')).toHaveText('0 / 10');
    await expect(panel.codeButton).toHaveText('Obtain');
    await expect(panel.logIn).toBeVisible();
    await expect(panel.root.getByRole('separator')).toHaveText('or');
    await expect(panel.google).toBeVisible();
    const privacy = panel.root.getByRole('link', { name: /privacy agreement/ });
    await expect(privacy).toHaveAttribute('href', '/agreement/privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');

    await panel.phone.fill('0971234');
    await expect(panel.root.getByTestId('phone-counter')).toHaveText('7 / 10');
  });

  test('shows each validation message of docs/product.md#validation-rules as a toast', async ({ page }) => {
    const panel = new LoginPanel(page);
    await panel.openThroughGuard();

    await panel.logIn.click();
    await expect(toast(page, PHONE_EMPTY)).toBeVisible();

    await panel.phone.fill('12345');
    await panel.logIn.click();
    await expect(toast(page, PHONE_INVALID)).toBeVisible();

    // the same text again: let the first toast go so that the second one is Obtain's own
    await expect(toast(page, PHONE_INVALID)).toBeHidden({ timeout: 4_000 });
    await panel.codeButton.click();
    await expect(toast(page, PHONE_INVALID)).toBeVisible();
    await expect(panel.codeButton).toHaveText('Obtain');

    await panel.phone.fill(uniqueMobile());
    await panel.logIn.click();
    await expect(toast(page, CODE_EMPTY)).toBeVisible();

    await panel.code.fill('1234');
    await panel.logIn.click();
    await expect(toast(page, CONSENT_REQUIRED)).toBeVisible();

    await expect(toast(page, CONSENT_REQUIRED)).toBeHidden({ timeout: 4_000 });
    await panel.google.click();
    await expect(toast(page, CONSENT_REQUIRED)).toBeVisible();
  });

  test('toasts last 3 s, not the library default 2 s', async ({ page }) => {
    const panel = new LoginPanel(page);
    await panel.openThroughGuard();
    // Timed inside the page, from the DOM change that shows the toast to the one that starts its fade out: a
    // wall clock in the test runner would count Playwright's polling, which lags by a second on a loaded machine.
    await page.evaluate((text) => {
      const times: { shown?: number; hiding?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      const ours = () =>
        [...document.querySelectorAll('.rv-toast')].find((el) => el.textContent?.trim() === text) ?? null;
      new MutationObserver(() => {
        const el = ours();
        if (!el) return;
        times.shown ??= performance.now();
        if (times.hiding === undefined && /rv-fade-exit/.test(el.className)) times.hiding = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    }, PHONE_EMPTY);
    await panel.logIn.click();
    await expect(toast(page, PHONE_EMPTY)).toBeVisible();
    await expect(toast(page, PHONE_EMPTY)).toBeHidden({ timeout: 10_000 });
    const times = await page.evaluate(() => (window as unknown as { toastTimes: { shown: number; hiding: number } }).toastTimes);
    const shownFor = times.hiding - times.shown;
    expect(shownFor).toBeGreaterThanOrEqual(2_900);
    expect(shownFor).toBeLessThan(5_000);
  });

  test('Obtain sends a code and turns into a 60 s countdown', async ({ page, request }) => {
    const panel = new LoginPanel(page);
    const mobile = uniqueMobile();
    await panel.openThroughGuard();
    await panel.phone.fill(mobile);
    await panel.codeButton.click();

    await expect(panel.codeButton).toHaveText(/^(60|59)s$/);
    await expect(panel.codeButton).toBeDisabled();
    await expect(panel.codeButton).toHaveText(/^5[6-8]s$/, { timeout: 5_000 });
    await expect(latestSmsCode(request, mobile)).resolves.toMatch(/^\d{4}$/);
    expect(await smsMessages(request, mobile)).toHaveLength(1);
  });
});
