import { createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';


test.describe('/dev/phone', () => {
  test('says the sandbox PIN is 1234', async ({ page }) => {
    await page.goto('/dev/phone');
    await expect(page.locator('#pin-note')).toContainText('Sandbox PIN: 1234');
  });

  test('moves a loan’s clock: into the extension window, then overdue by N days', async ({ page, request }) => {
    const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });
    await page.goto(`/dev/phone?mobile=${borrower.mobile}`);
    const loan = page.locator(`[data-loan="${borrower.orderId}"]`);
    await expect(loan).toContainText('due in 14 day(s)');
    await loan.getByRole('button', { name: 'To extension window' }).click();
    await expect(loan).toContainText('due in 2 day(s)');
    await expect(loan.getByRole('button', { name: 'To extension window' })).toBeDisabled();
    await loan.getByLabel('Days overdue').fill('4');
    await loan.getByRole('button', { name: 'Overdue by N days' }).click();
    await expect(loan).toContainText('OVERDUE');
    await expect(loan).toContainText('4 day(s) overdue');
  });

  for (const width of [360, 375, 390]) {
    test(`Approve and Decline fit on a ${width} px phone`, async ({ browser, baseURL }) => {
      const small = await browser.newContext({ baseURL: baseURL!, viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
      const phone = await small.newPage();
      // A PIN prompt waiting on this number (the feed answered here: the layout is what is tried).
      await phone.route('**/api/dev/prompts?*', (route) =>
        route.fulfill({
          json: { code: 200, msg: 'ok', data: [{ reference: 'pp-1', operator: 'MTN', amount: 'K1,160.00', purpose: 'Loan repayment' }] },
        }),
      );
      // Staff e-mail as other journeys leave it (an enrolment link is one long word): it wraps inside the screen too.
      const link = `http://127.0.0.1/admin/enrol?token=${'x'.repeat(180)}`;
      await phone.route('**/api/dev/staff-mail', (route) =>
        route.fulfill({
          json: { code: 200, msg: 'ok', data: [{ to: 'new.member@pocket.test', subject: 'Your Pocket staff account', body: `Open ${link} to choose a password.`, at: '2026-11-29 08:00' }] },
        }),
      );
      await phone.goto('/dev/phone?mobile=0961234567');
      await expect(phone.locator('#staff-mail')).toContainText('new.member@pocket.test');
      const decline = phone.getByRole('button', { name: 'Decline' });
      await expect(decline).toBeVisible();
      // Read in one go: the feed is redrawn every 2 s.
      const rightEdges = await phone.evaluate(() =>
        [...document.querySelectorAll('[data-approve], [data-decline]')].map((b) => b.getBoundingClientRect().right),
      );
      expect(rightEdges).toHaveLength(2);
      for (const right of rightEdges) expect(right, 'right edge inside the screen').toBeLessThanOrEqual(width);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await small.close();
    });
  }
});
