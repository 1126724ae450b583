import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { LoginPanel } from '../support/login-panel';
import { latestSmsCode, smsMessages, uniqueMobile } from '../support/sandbox';

const offers = (page: Page) => page.getByRole('dialog', { name: 'Offers' });

/** The holidays popup (shown once a day while a notice is current, e.g. the festive season one): read and close it. */
async function dismissHolidays(page: Page) {
  const notice = page.getByRole('dialog', { name: 'Holiday notice' });
  if (await notice.isVisible().catch(() => false)) {
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
  }
}

/** The marketing popup after login: shown once, closed with its close icon. */
async function closeMarketingPopup(page: Page) {
  await page.waitForTimeout(1_000);
  await dismissHolidays(page);
  await expect(offers(page)).toBeVisible({ timeout: 10_000 });
  await expect(offers(page).getByRole('img', { name: 'Spin the wheel every day' }).first()).toBeVisible();
  await page.locator('.rv-popup').filter({ has: offers(page) }).locator('.rv-popup__close-icon').click();
  await expect(offers(page)).toBeHidden();
}

test.describe('activities', () => {
  test('log in, spin, land on the prize, find the coupon in /coupon; claim /gc?code=WELCOME2026 twice for one pack; marketing popup once a day', async ({ page, request, context }) => {
    test.setTimeout(240_000);
    const mobile = uniqueMobile();
    await logInThroughPanel(page, request, mobile);
    const firstCodeAt = Date.now(); // the code was sent before this login finished
    await closeMarketingPopup(page);

    // The wheel (lucky-canvas under React 19) turns to the prize the server chose: K10 off, slot 3 (rigged in the sandbox).
    await page.goto('/activity/turntable');
    const wheel = page.getByRole('img', { name: 'Prize wheel' });
    await expect(wheel.locator('canvas')).toBeVisible();
    await expect(page.getByText('1 spin left')).toBeVisible();
    expect((await request.post('/api/dev/wheel/next-prize', { data: { prizeId: 3 } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Spin' }).click();
    const result = page.locator('.rv-dialog').filter({ hasText: 'Congratulations!' });
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result).toContainText('You won K10 off your bill. It is waiting for you under Coupon.');
    await result.getByRole('button', { name: 'View coupons' }).click();
    await expect(page).toHaveURL(/\/coupon$/);
    await expect(page.getByText('K10 off your bill')).toBeVisible();

    // Back on the wheel: no spin left, the prize in the history.
    await page.goto('/activity/turntable');
    await expect(page.getByRole('button', { name: 'Come back tomorrow' })).toBeDisabled();
    await expect(page.getByText('In Coupon')).toBeVisible();

    // The referral poster: an image drawn on a canvas with the invite link's QR code, ready to save.
    await page.goto('/activity/poster');
    const poster = page.getByRole('img', { name: /^Invite poster with the QR code of http.*\/home\?invite=[A-Z0-9]{8}$/ });
    await expect(poster).toBeVisible({ timeout: 10_000 });
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await expect(page.getByRole('button', { name: 'Save poster' })).toBeEnabled();

    // /gc twice: one pack.
    await page.goto('/gc?code=WELCOME2026');
    await page.getByRole('button', { name: 'Get coupons' }).click();
    await expect(page.getByText('You got the Welcome 2026 pack: K15 off your bill, 50% off interest.')).toBeVisible();
    await page.goto('/gc?code=WELCOME2026');
    await page.getByRole('button', { name: 'Get coupons' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have already claimed this coupon pack. Find your coupons under Coupon');
    await page.goto('/coupon');
    await expect(page.getByText('K15 off your bill')).toHaveCount(1);

    // Same day, a new login of the same user: no marketing popup again (a new SMS code may be asked 60 s after the first).
    await page.waitForTimeout(Math.max(0, firstCodeAt + 62_000 - Date.now()));
    await context.clearCookies();
    const panel = new LoginPanel(page);
    await page.goto('/me');
    await expect(panel.root).toBeVisible({ timeout: 15_000 });
    const before = (await smsMessages(request, mobile))[0]?.id ?? 0;
    await panel.phone.fill(mobile);
    await panel.codeButton.click();
    await expect(panel.codeButton).toHaveText(/^\d+s$/, { timeout: 15_000 });
    await panel.code.fill(await latestSmsCode(request, mobile, before));
    await panel.consent.click();
    await panel.logIn.click();
    await expect(panel.root).toBeHidden({ timeout: 15_000 });
    await page.waitForTimeout(1_500);
    await expect(offers(page)).toBeHidden();
  });

  test('anonymous visitors see the activities; acting opens the login panel first', async ({ page }) => {
    await page.goto('/activity/couponBenefit');
    await expect(page.getByRole('article', { name: 'Welcome 2026 pack' })).toBeVisible();
    await page.waitForTimeout(1_000);
    await dismissHolidays(page);
    await page.getByRole('article', { name: 'Welcome 2026 pack' }).getByRole('button', { name: 'Claim' }).click();
    await expect(page.getByTestId('login-panel')).toBeVisible();
  });

  test('/details shows the store page with the links of the channel call', async ({ page }) => {
    await page.goto('/details?appChannelCode=WM2');
    await expect(page.getByText('zm.co.pocket.app')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=zm.co.pocket.app');
  });
});
