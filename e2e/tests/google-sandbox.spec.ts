import type { Page } from '@playwright/test';

import { LoginPanel } from '../support/login-panel';
import { latestSmsCode, smsMessages, uniqueMobile } from '../support/sandbox';
import { dismissDailyPopups, expect, test } from '../support/test';

/** From the login panel through the stand-in Google page and back into the app. */
async function continueWithGoogle(page: Page, email: string) {
  const panel = new LoginPanel(page);
  await panel.openThroughGuard();
  await panel.consent.click();
  await panel.google.click();
  await expect(page).toHaveURL(/\/dev\/google\/sign-in\?return_to=/);
  await expect(page.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back in the app, with the ID token already taken out of the address bar.
  await expect(page).not.toHaveURL(/google_id_token/);
}

test('Google sign-in in the sandbox: a new account reaches the bind-phone panel, binds a phone and logs in; then logs in alone', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `tester.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const mobile = uniqueMobile();
  await continueWithGoogle(page, email);

  const bind = page.getByTestId('bind-phone-panel');
  await expect(bind).toBeVisible();
  const before = (await smsMessages(request, mobile))[0]?.id ?? 0;
  await bind.getByPlaceholder('0XXXXXXXXX').fill(mobile);
  await bind.getByRole('button', { name: 'Obtain' }).click();
  await bind.getByPlaceholder('Verification code').fill(await latestSmsCode(request, mobile, before));
  await bind.getByRole('button', { name: 'Bind and Log In' }).click();
  await expect(bind).toBeHidden();
  await expect(page.getByTestId('login-panel')).toBeHidden();
  await page.goto('/me');
  await expect(page.getByTestId('login-panel')).toBeHidden();
  await expect(page.getByText(mobile.slice(-3)).first()).toBeVisible();

  // Another visit: the same Google account is bound now, so it logs in without the bind-phone panel.
  const again = await browser.newContext({ baseURL: baseURL! });
  const second = await again.newPage();
  await dismissDailyPopups(second);
  const loggedIn = second.waitForResponse((r) => r.url().includes('/api/authentication/mobileLogin'), { timeout: 60_000 });
  await continueWithGoogle(second, email);
  expect(await (await loggedIn).json()).toMatchObject({ code: 200, data: { appRedirectStatus: 0 } });
  await expect(second.getByTestId('login-panel')).toBeHidden({ timeout: 15_000 });
  await expect(second.getByTestId('bind-phone-panel')).toBeHidden();
  // In the app, without a reload: the account page shows the bound phone.
  await second.getByText('Me', { exact: true }).last().click();
  await expect(second.getByText(mobile.slice(-3)).first()).toBeVisible();
  await again.close();
});
