import { expect, test } from '../support/test';

test.describe('no panel over a public page the borrower did not ask for', () => {
  test('/qp opened in a new visit with the cookies of an old one is not covered by the login panel', async ({ browser, baseURL }) => {
    // An earlier visit: the login panel was opened (a page that needs login) and left open.
    const earlier = await browser.newContext({ baseURL: baseURL! });
    const before = await earlier.newPage();
    await before.goto('/me');
    await expect(before.getByTestId('login-panel')).toBeVisible();
    const cookies = await earlier.cookies();
    await earlier.close();

    // Days later, the SMS link: a new browser session that still has every cookie of the old one.
    const later = await browser.newContext({ baseURL: baseURL! });
    await later.addCookies(cookies);
    const page = await later.newPage();
    await page.goto('/qp');
    await expect(page.getByTestId('quick-repay-verify')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('login-panel')).toBeHidden();
    await later.close();
  });

  test('a login panel the borrower opened in this visit survives a reload', async ({ page }) => {
    await page.goto('/me');
    await expect(page.getByTestId('login-panel')).toBeVisible();
    await page.goto('/home');
    await page.reload();
    await expect(page.getByTestId('login-panel')).toBeVisible();
  });
});
