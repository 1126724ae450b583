import type { Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { acknowledgeSubmitSuccess, approveOnlyPrompt, envelope, repayPopup, signedHeadersOf, verifyOnQuickRepay, walletMobile } from '../support/payments';
import { createDevBorrower, smsMessages } from '../support/sandbox';
import { expect, test } from '../support/test';
import { recordToasts } from '../support/toasts';

// Issue 10, "Payments the borrower can follow": the bill follows a submitted payment until final, without reload.
// The page polls the payment's status on the follow schedule (1 s, 2 s, 3 s, 5 s, 8 s, then every 10 s): give it
// more than one full round.
const SETTLES_WITHIN = { timeout: 20_000 };

/** Marks the document: a reload or a navigation away would drop the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

const cell = (page: Page, scope: string, title: string) =>
  page.getByTestId(scope).locator('.rv-cell').filter({ has: page.getByText(title, { exact: true }) });

test.describe('payments the borrower can follow', () => {
  test("a payment approved on the sandbox updates the bill without reload, and 'Repay' waits while the PIN is pending", async ({ page, request }) => {
    test.setTimeout(90_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 800, term: 14 } });
    const orderId = borrower.orderId!;
    await logInThroughPanel(page, request, borrower.mobile);
    await page.goto(`/billing-details/${orderId}`);
    await expect(cell(page, 'loan-summary', 'Remaining amount')).toContainText('K928.00');
    await markDocument(page);
    const toastsShown = await recordToasts(page);

    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    const popup = repayPopup(page);
    await popup.amount.fill('300');
    await popup.submit.click();
    await acknowledgeSubmitSuccess(page);

    // Pending: the bill says so with the amount and the wallet, and the actions wait.
    const note = page.getByTestId('payment-note');
    await expect(note).toContainText('Waiting for your PIN');
    await expect(note).toContainText(`Enter your PIN on ${borrower.mobile.slice(0, 3)}****${borrower.mobile.slice(7)} to pay K300.00.`);
    await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeDisabled();

    await approveOnlyPrompt(request, borrower.mobile, 300);
    await expect.poll(toastsShown, SETTLES_WITHIN).toContain('Payment success');
    await expect(cell(page, 'loan-summary', 'Remaining amount')).toContainText('K628.00');
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeEnabled();
    await expectSameDocument(page);
  });

  test('a K20 coupon and a paid extension fee show as lines that add up: total − discount + fee − paid = remaining', async ({ page, request }) => {
    test.setTimeout(120_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 800, term: 14 } });
    const orderId = borrower.orderId!;
    const planId = borrower.planIds![0]!;
    await logInThroughPanel(page, request, borrower.mobile);
    // Each signed call needs a fresh nonce: new headers every time.
    const coupons = await envelope<{ userCouponId: number }[]>(
      await request.post('/api/v4/my/coupon-list', { headers: await signedHeadersOf(page), data: { planId } }),
      'coupon-list',
    );
    const use = { userCouponId: coupons[0]!.userCouponId, planId };
    await envelope(await request.post('/api/coupon/api/couponUsedByPlanId', { headers: await signedHeadersOf(page), data: use }), 'couponUsedByPlanId');
    await request.post(`/api/dev/loans/${orderId}/age`, { data: { days: 12 } });

    await page.goto(`/billing-details/${orderId}`);
    await markDocument(page);
    await page.getByRole('button', { name: 'Extension', exact: true }).click();
    await page.getByTestId('extension-popup').getByRole('button', { name: 'Repayment' }).click();
    await acknowledgeSubmitSuccess(page);
    await expect(page.getByRole('button', { name: 'Repay', exact: true })).toBeDisabled();
    await approveOnlyPrompt(request, borrower.mobile, 64);
    await expect(cell(page, 'loan-summary', 'Extension fees')).toContainText('+ K64.00', SETTLES_WITHIN);

    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    const popup = repayPopup(page);
    await expect(popup.amount).toHaveValue('908');
    await popup.submit.click();
    await acknowledgeSubmitSuccess(page);
    await approveOnlyPrompt(request, borrower.mobile, 908);
    await expect(cell(page, 'loan-summary', 'Remaining amount')).toContainText('K0.00', SETTLES_WITHIN);
    await expectSameDocument(page);

    // The case, explained: K928 − K20 + K64 − K972 = K0.
    for (const scope of ['loan-summary', `instalment-${planId}`]) {
      await expect(cell(page, scope, 'Total to repay')).toContainText('K928.00');
      await expect(cell(page, scope, 'Coupon discount')).toContainText('- K20.00');
      await expect(cell(page, scope, 'Extension fees')).toContainText('+ K64.00');
      await expect(cell(page, scope, 'Paid')).toContainText('- K972.00');
      await expect(cell(page, scope, 'Remaining amount')).toContainText('K0.00');
    }
    await page.getByRole('button', { name: 'Repayment Plan' }).click();
    await expect(cell(page, `instalment-${planId}`, 'Coupon discount')).toContainText('- K20.00');
    await expect(cell(page, `instalment-${planId}`, 'Extension fees')).toContainText('+ K64.00');
  });

  test('/qp keeps the verified phone for its 15 minutes: a reload needs no new SMS code', async ({ page, request }) => {
    test.setTimeout(60_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 500, term: 14 } });
    await verifyOnQuickRepay(page, request, borrower.mobile);
    await expect(page.getByTestId('quick-repay-bills')).toBeVisible();
    const sent = (await smsMessages(request, borrower.mobile)).length;

    await page.reload();
    await expect(page.getByTestId('quick-repay-bills')).toBeVisible();
    await expect(page.getByTestId('quick-repay-verify')).toHaveCount(0);
    expect((await smsMessages(request, borrower.mobile)).length).toBe(sent);
  });
});
