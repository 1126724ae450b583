import type { Browser, Page } from '@playwright/test';

import { filteredPath } from '../../apps/admin/src/ui/filtered-path';
import { logInThroughPanel } from '../support/login-flow';
import { acknowledgeSubmitSuccess, approveOnlyPrompt, pendingPrompts, repayPopup, walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The adjustments desk (issue 30, part 2) against the real server. A borrower's full repayment (K928.00) waits at the
// (fake) operator; finance waives the K16.00 service fee and a second finance member approves: the borrower's bill
// page shows the waiver. The borrower then approves the PIN prompt, paying K16.00 more than owed: it is their credit.
// Finance asks to refund it, finance2 approves, and the desk follows the payout to the wallet until it is final.

// Three browsers (the borrower and two staff members), argon2id sign-ins, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function deskPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL });
  const page = await context.newPage();
  await signInToDesk(page, email);
  return page;
}

test('a waiver shows on the borrower’s bill; a refund asked by finance and approved by finance2 is followed to final', async ({ page, request, browser, baseURL }) => {
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 800, term: 14 } });
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto(`/billing-details/${borrower.orderId!}`);
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  const popup = repayPopup(page);
  await popup.amount.fill('928');
  await popup.submit.click();
  await acknowledgeSubmitSuccess(page);
  await expect.poll(async () => (await pendingPrompts(request, borrower.mobile)).length).toBe(1);

  // Finance opens the borrower from the borrowers desk and asks to waive the whole service fee.
  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  await finance.goto(`/admin/borrowers/${borrower.userId}`);
  await finance.getByRole('link', { name: 'Adjustments: refund, waive, write off, extend' }).click();
  const bill = finance.getByTestId('adjustment-bill').first();
  await expect(bill).toContainText('K16.00');
  await bill.getByRole('button', { name: 'Waive fee' }).click();
  await finance.getByLabel('Amount (Kwacha)').fill('16');
  await finance.getByLabel('Reason (kept in the audit)').fill('Goodwill after a complaint about a late SMS');
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  await expect(finance.getByText(/Sent for approval \(request \d+\)/)).toBeVisible();
  const ownWaiver = finance.locator('[data-testid="adjustment-request"][data-kind="adjustment.waive"]');
  await expect(ownWaiver).toContainText('Your request: another finance member checks it.');
  await expect(ownWaiver.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // finance2 approves it on the same desk.
  const checker = await deskPage(browser, baseURL, 'finance2@pocket.test');
  await checker.goto(`/admin${filteredPath('adjustments', { uid: borrower.userId })}`);
  const waiver = checker.locator('[data-testid="adjustment-request"][data-kind="adjustment.waive"]');
  await expect(waiver).toContainText('Waive K16.00 of the service fee');
  await waiver.getByRole('button', { name: 'Approve' }).click();
  await expect(waiver.getByTestId('adjustment-status')).toContainText('approved by finance2@pocket.test');

  // The borrower's bill page shows the waiver.
  await page.reload();
  await expect(page.locator('.rv-cell').filter({ hasText: 'Waived' }).first()).toContainText('- K16.00');

  // The borrower approves the K928.00 prompt: K16.00 beyond what was owed becomes their credit.
  await approveOnlyPrompt(request, borrower.mobile, 928);
  await finance.reload();
  await expect(finance.getByTestId('borrower-credit')).toHaveText('K16.00', { timeout: 15_000 });

  // Finance asks to refund more than the credit: refused with the amount available; then the right amount.
  await finance.getByRole('button', { name: 'Refund' }).click();
  await finance.getByLabel('Amount (Kwacha)').fill('20');
  await finance.getByLabel('Reason (kept in the audit)').fill('Overpaid: the fee was waived while the payment waited');
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  await expect(finance.getByRole('alert')).toContainText("The refund is more than the borrower's credit: K16.00 is available to refund");
  await finance.getByLabel('Amount (Kwacha)').fill('16');
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  await expect(finance.getByText(/Sent for approval \(request \d+\)/)).toBeVisible();

  // finance2 approves; the desk follows the payout to the wallet until the operator's final answer, without a reload.
  await checker.reload();
  const refund = checker.locator('[data-testid="adjustment-request"][data-kind="adjustment.refund"]');
  await expect(refund).toContainText('Refund K16.00');
  await checker.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await refund.getByRole('button', { name: 'Approve' }).click();
  await expect(refund.getByTestId('adjustment-status')).toContainText('Refund paid to the wallet (SUCCESSFUL)', { timeout: 30_000 });
  await expect(checker.getByTestId('borrower-credit')).toHaveText('K0.00');
  expect(await checker.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
