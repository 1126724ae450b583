import type { Browser, Page } from '@playwright/test';

import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import type { ScreenReport } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { approveOnlyPrompt, walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The shops desk (issues 29 and 30) against the real server: a borrower pays the deposit of a phone sold by the sandbox
// shop (Pocket Phones Cairo Road); the shop's counter hands the phone over by its pickup code, once (a second counter
// that found the same order is told when and by whom); finance asks to pay the shop, and a second finance member approves.

test.describe.configure({ timeout: 240_000 });

async function deskPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL });
  const page = await context.newPage();
  await signInToDesk(page, email);
  return page;
}

async function findOrder(page: Page, code: string) {
  await page.getByLabel('Pickup code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Find order' }).click();
  return page.getByRole('region', { name: /^Order \d+$/ });
}

test('a shop hands a phone over by pickup code once; finance asks to pay the shop and finance2 approves', async ({ page, request, browser, baseURL }) => {
  const borrower = await createDevBorrower(request, { mobile: walletMobile() });
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto('/stage-details');
  await page.getByTestId('phone-1').getByRole('button', { name: 'Choose' }).click();
  const offer = page.getByTestId('phone-offer');
  await offer.getByText('I agree to pay the deposit now and each stage bill by its due date').click();
  await offer.getByRole('button', { name: 'Pay the deposit K690.00' }).click();
  await approveOnlyPrompt(request, borrower.mobile, 690);
  const pickup = page.getByTestId('pickup-code');
  await expect(pickup).toHaveText(/^[2-9A-Z]{8}$/, { timeout: 30_000 });
  const code = (await pickup.textContent())!.trim();

  // The shop's counter opens on its own desk; two counters find the same order.
  const counter = await deskPage(browser, baseURL, 'shop@pocket.test');
  await expect(counter).toHaveURL(/\/admin\/shop-desk$/);
  await expect(counter.getByRole('heading', { name: 'Shop desk: Pocket Phones Cairo Road' })).toBeVisible();
  const other = await deskPage(browser, baseURL, 'shop@pocket.test');
  const card = await findOrder(counter, code);
  await expect(card).toContainText('itel A18');
  await expect(card).toContainText('K690.00');
  await expect(card).not.toContainText(borrower.mobile);
  const otherCard = await findOrder(other, code);
  await expect(otherCard.getByRole('button', { name: 'Hand over the phone' })).toBeVisible();

  await card.getByRole('button', { name: 'Hand over the phone' }).click();
  await expect(card.getByRole('status')).toContainText('Handed over on');
  await expect(card.getByRole('button', { name: 'Hand over the phone' })).toHaveCount(0);
  await expect(counter.getByTestId('shop-owed')).toContainText('K1,150.00');

  // The second counter's try is refused with when and by whom.
  await otherCard.getByRole('button', { name: 'Hand over the phone' }).click();
  await expect(otherCard.getByRole('alert')).toHaveText(/^This phone was already handed over on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Lusaka time\) by shop@pocket\.test$/);
  // Found again, it shows as handed over, with nothing to press.
  const again = await findOrder(other, code);
  await expect(again.getByRole('status')).toContainText('by shop@pocket.test');
  await expect(again.getByRole('button', { name: 'Hand over the phone' })).toHaveCount(0);

  // Finance asks to pay the shop what it is owed.
  const note = `Shop payout e2e ${Date.now()}`;
  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  await finance.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Shop payouts' }).click();
  const shopRow = finance.getByRole('row').filter({ hasText: 'Pocket Phones Cairo Road' }).first();
  await expect(shopRow).toContainText('K1,150.00');
  await shopRow.getByRole('button', { name: 'Request payout' }).click();
  await finance.getByLabel('Reason (kept in the audit)').fill(note);
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  await expect(finance.getByRole('status')).toContainText(/Payout of K[\d,.]+ for \d+ phones to Pocket Phones Cairo Road requested/);

  // Not by the one who asked: a second finance member approves it in Approvals.
  await finance.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const own = finance.getByRole('row').filter({ hasText: note });
  await expect(own).toContainText('Your request: another person checks it.');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const checker = await deskPage(browser, baseURL, 'finance2@pocket.test');
  await checker.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  await checker.getByRole('row').filter({ hasText: note }).getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('row').filter({ hasText: note })).toHaveCount(0);

  // Paid: the batch shows paid, approved by finance2, and the shop's counter is owed nothing more for it.
  await checker.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Shop payouts' }).click();
  const batch = checker.getByRole('row').filter({ hasText: 'finance2@pocket.test' }).filter({ hasText: 'Paid' }).first();
  await expect(batch).toContainText('Pocket Phones Cairo Road');
  await counter.reload();
  await expect(counter.getByTestId('shop-owed')).toContainText('K0.00 for 0 phones');
});

test('the shop desk, shop payouts and phones and shops pass axe (WCAG 2.1 A and AA): no serious or critical violation', async ({ browser, baseURL }) => {
  const reports: ScreenReport[] = [];
  for (const [email, path, heading] of [
    ['shop@pocket.test', '/admin/shop-desk', 'Shop desk: Pocket Phones Cairo Road'],
    ['finance@pocket.test', '/admin/shop-payouts', 'Shop payouts'],
    ['admin@pocket.test', '/admin/phones-shops', 'Phones and shops'],
  ] as const) {
    const desk = await deskPage(browser, baseURL, email);
    await desk.goto(path);
    await expect(desk.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 15_000 });
    await desk.waitForLoadState('networkidle');
    reports.push(await auditScreen(desk, path));
  }
  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
});
