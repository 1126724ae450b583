import { LoginPanel } from '../support/login-panel';
import { accountLanguage } from '../support/payments';
import { createDevBorrower, latestSmsCode } from '../support/sandbox';
import { appStateCookie } from '../support/session';
import { expect, test } from '../support/test';

// Issue 48: a borrower who reads Bemba chooses it on the login panel, logs in and finds home in Bemba (docs/languages.md,
// "The borrower web app"). The words are the catalogues' Bemba drafts (packages/app-core/src/i18n/catalogue/bem.ts);
// amounts stay as in English.
test('a borrower switches to Bemba on the login panel, logs in and reads home in Bemba', async ({ page, request }) => {
  test.setTimeout(90_000);
  // KYC done and no loan: home offers the limit, the chooser and Apply now.
  const borrower = await createDevBorrower(request);
  const panel = new LoginPanel(page);
  await panel.openThroughGuard();
  await panel.root.getByRole('button', { name: 'Ichibemba' }).click();
  await expect(panel.root.getByRole('button', { name: 'Ingileni' })).toBeVisible();
  await expect(panel.root).toContainText('Icikwama ca Pocket ica bena Zambia bonse');
  await expect(panel.root.getByRole('button', { name: 'Log In' })).toHaveCount(0);

  await panel.phone.fill(borrower.mobile);
  await panel.root.getByRole('button', { name: 'Pokeleleni' }).click();
  const code = await latestSmsCode(page.request, borrower.mobile);
  await panel.root.getByPlaceholder('Inambala ya kushininkisha').fill(code);
  await panel.root.getByText('Nabelenga kabili nasumina').click();
  await expect(panel.consent).toHaveAttribute('aria-checked', 'true');
  await panel.root.getByRole('button', { name: 'Ingileni' }).click();
  await expect(panel.root).toBeHidden({ timeout: 15_000 });

  // Kept in this browser and stored on the account by the login.
  expect(await appStateCookie(page.context(), 'lang')).toBe('bem');
  await expect.poll(() => accountLanguage(page)).toBe('bem');

  // Home in Bemba: the limit, the chooser's terms, the estimate and the call to action; amounts as in English.
  await page.goto('/home');
  const home = page.getByTestId('home');
  await expect(home.getByText('Ubwingi bwa kukongola', { exact: true }).locator('..')).toContainText('K500.00', { timeout: 15_000 });
  await expect(home.getByRole('radio', { name: 'inshiku 14' })).toBeVisible();
  await expect(home.getByRole('spinbutton', { name: 'Ingongole mu kwacha' })).toBeVisible();
  for (const title of ['Ukupenda', 'Mukapokelela', 'Mukabwesha']) await expect(home.getByText(title, { exact: true })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Lombeni nomba' })).toBeEnabled();
  for (const english of ['Available limit', 'Apply now', 'You receive']) await expect(home.getByText(english, { exact: true })).toHaveCount(0);
});
