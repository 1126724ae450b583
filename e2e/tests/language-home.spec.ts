import { BEMBA_PANEL, logInInLanguage } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';

// Issue 48: a borrower who reads Bemba chooses it on the login panel, logs in and finds home in Bemba (docs/languages.md,
// "The borrower web app"). The words are the catalogues' Bemba drafts (packages/web-texts/src/bem.ts);
// amounts stay as in English.
test('a borrower switches to Bemba on the login panel, logs in and reads home in Bemba', async ({ page, request }) => {
  test.setTimeout(90_000);
  // KYC done and no loan: home offers the limit, the chooser and Apply now.
  const borrower = await createDevBorrower(request);
  await logInInLanguage(page, borrower.mobile, BEMBA_PANEL);

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
