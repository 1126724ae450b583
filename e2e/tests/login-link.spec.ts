import type { APIRequestContext } from '@playwright/test';

import { LoginPanel } from '../support/login-panel';
import { CLIENT_HEADERS, latestSmsCode, smsMessages, uniqueMobile } from '../support/sandbox';
import { expect, test } from '../support/test';

const WRONG = 'Incorrect verification code';
const SPENT =
  'Too many incorrect codes were entered for this number today. Request a new code: the SMS will carry a login link to open on this phone';

test.describe('strangers’ wrong codes never lock a borrower out (issues 16 and 34)', () => {
  /** Strangers elsewhere (no cookies of the borrower's browser) type wrong codes for the number until its pool is spent. */
  async function spendThePool(request: APIRequestContext, mobile: string, code: string) {
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await request.post('/api/authentication/mobileLogin', { headers: CLIENT_HEADERS, data: { mobile, captcha: wrong, deviceType: 4 } });
      answers.push(((await res.json()) as { msg: string }).msg);
    }
    expect(answers).toEqual([...Array(5).fill(WRONG), SPENT]);
  }

  test('the borrower’s right code logs in on its first try, whatever strangers guessed', async ({ page, request }) => {
    test.setTimeout(90_000);
    const mobile = uniqueMobile();
    const panel = new LoginPanel(page);
    await panel.openThroughGuard();
    await panel.phone.fill(mobile);
    await panel.codeButton.click();
    await expect(panel.codeButton).toHaveText(/^\d+s$/);
    const code = await latestSmsCode(request, mobile);
    await spendThePool(request, mobile, code);

    await panel.code.fill(code);
    await panel.consent.click();
    await panel.logIn.click();
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
    await expect.poll(() => cookie('token'), { timeout: 15_000 }).toMatch(/.{20,}/);
    await expect(panel.root).toBeHidden();
  });

  test('once strangers spent the number’s codes for the day, the next SMS carries a link that logs the borrower in', async ({ page, request, playwright }) => {
    test.setTimeout(120_000);
    const mobile = uniqueMobile();
    // A code asked from elsewhere (its own cookie jar): the strangers then guess the number's latest code.
    const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const sent = await elsewhere.post(`/api/authentication/sendSmsCode/${mobile}/1`, { headers: CLIENT_HEADERS });
    expect(sent.ok()).toBe(true);
    await elsewhere.dispose();
    await spendThePool(request, mobile, await latestSmsCode(request, mobile));

    // The borrower, on a new device, asks for a code: its SMS carries the login link too.
    const panel = new LoginPanel(page);
    await panel.openThroughGuard();
    await panel.phone.fill(mobile);
    const before = (await smsMessages(request, mobile))[0]!.id;
    await panel.codeButton.click();
    await expect.poll(async () => (await smsMessages(request, mobile))[0]!.id).toBeGreaterThan(before);

    // On the phone, the SMS's link opens the app and logs in.
    await page.goto(`/dev/phone?mobile=${mobile}`);
    const link = page.locator('#sms a[href*="#login_link="]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/home$/);
    // The link is taken out of the address bar and logs in: the session is stored and the login panel closes.
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
    await expect.poll(() => cookie('token'), { timeout: 15_000 }).toMatch(/.{20,}/);
    await expect(panel.root).toBeHidden();
    await expect.poll(() => cookie('loginShow')).toBe('false');
    await page.goto('/me');
    await expect(page).toHaveURL(/\/me$/);
    await expect(panel.root).toBeHidden();
    await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  });
});
