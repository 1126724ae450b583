import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { acknowledgeSubmitSuccess, approveOnlyPrompt, envelope, kwacha, pendingPrompts, repayPopup, signedHeadersOf, verifyOnQuickRepay, walletMobile } from '../support/payments';
import { CLIENT_HEADERS, createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';

// docs/product.md#validation-rules, word for word.
const EMPTY = 'Please enter your Repayment amount';
const REMAINDER_TOO_SMALL = 'The remaining amount is less than the minimum amount and the current repayment must be paid off';
const ABOVE_REMAINING = 'The input amount cannot be greater than the remaining repayment amount';

interface LoanInfo {
  creditLimit: number;
  orders: { orderId: number; status: string; remainingAmount: number; plans: { planId: number; extensions: number }[] }[];
}

async function myLoanInfo(page: Page, request: APIRequestContext): Promise<LoanInfo> {
  const response = await request.get('/api/my/getMyLoanInfo', { headers: await signedHeadersOf(page) });
  return envelope<LoanInfo>(response, 'getMyLoanInfo');
}

async function repayLimits(page: Page, request: APIRequestContext, orderId: number) {
  const response = await request.post(`/api/order/api/getRepayDetailV2/${orderId}`, { headers: await signedHeadersOf(page), data: {} });
  const data = await envelope<{ minRepayAmount: number; repayPlanList: { remainingAmount: number }[] }>(response, 'getRepayDetailV2');
  return { minimum: data.minRepayAmount, remaining: data.repayPlanList[0]!.remainingAmount };
}

async function openRepayPopup(page: Page, orderId: number | null): Promise<ReturnType<typeof repayPopup>> {
  if (orderId !== null) await page.goto(`/billing-details/${orderId}`);
  await expect(page.getByTestId('billing-details')).toBeVisible();
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  const popup = repayPopup(page);
  await expect(page.locator('.rv-popup').filter({ has: popup.root }).getByText('Pay the bill')).toBeVisible();
  await expect(popup.amount).toBeVisible();
  return popup;
}

async function expectMessage(popup: ReturnType<typeof repayPopup>, typed: string, message: string): Promise<void> {
  await popup.amount.fill(typed);
  await popup.submit.click();
  await expect(popup.error).toHaveText(message);
}

async function doubleTap(button: Locator): Promise<void> {
  await button.dblclick();
}

/** Records the money-moving calls the page sends, with their Idempotency-Key and answer code. */
function recordPayments(page: Page): { key: string | undefined; code: number }[] {
  const calls: { key: string | undefined; code: number }[] = [];
  page.on('response', async (response) => {
    if (!/submitRepayApplyV2|quickRepay\/repayment/.test(response.url())) return;
    const body = (await response.json().catch(() => ({ code: -1 }))) as { code: number };
    calls.push({ key: response.request().headers()['idempotency-key'], code: body.code });
  });
  return calls;
}

/** However many requests a double tap sent, they are one intent: one key, and none refused as a second payment. */
function expectOneIntent(calls: { key: string | undefined; code: number }[]): void {
  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(calls[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  expect(calls.map((c) => c.code)).toEqual(calls.map(() => 200));
}

/** The refusal the server gives a second payment of a bill while the first waits for its PIN (docs/api.md). */
const IN_PROGRESS = /A payment for this bill is already in progress/;

test.describe('borrow and repay', () => {
  test('a borrower sees every amount message, pays part, extends, pays the rest once per double tap, and the order settles with a raised limit', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 1000, term: 14 } });
    const orderId = borrower.orderId!;
    await logInThroughPanel(page, request, borrower.mobile);
    const before = await myLoanInfo(page, request);
    expect(before.orders.find((o) => o.orderId === orderId)?.status).toBe('REPAYING');

    // Home shows the open loan instead of the limit and the amount chooser; 'Bill details' leads to its bill.
    await page.goto('/home');
    await expect(page.getByTestId('home-open-loan')).toContainText('Amount due');
    await page.getByRole('button', { name: 'Bill details' }).click();
    await expect(page).toHaveURL(new RegExp(`/billing-details/${orderId}$`));

    // Every invalid amount and its message (docs/product.md#validation-rules).
    let limits = await repayLimits(page, request, orderId);
    let popup = await openRepayPopup(page, null);
    await expect(popup.amount).toHaveValue(String(limits.remaining));
    await expectMessage(popup, '', EMPTY);
    await expectMessage(popup, String(limits.minimum - 1), `minimum: ${kwacha(limits.minimum)}`);
    await expectMessage(popup, String(limits.remaining - 10), REMAINDER_TOO_SMALL);
    await expectMessage(popup, String(limits.remaining + 1), ABOVE_REMAINING);
    expect(await pendingPrompts(request, borrower.mobile)).toEqual([]);

    // A coupon: the selector counts the usable ones; choosing one posts it and the popup shows the lower remainder.
    await expect(popup.root.getByText('The are 1 coupons available')).toBeVisible();
    await popup.root.getByRole('button', { name: /^Coupon/ }).click();
    const picker = page.locator('.rv-picker');
    await expect(picker).toBeVisible();
    await picker.getByText('Confirm', { exact: true }).click();
    await expect.poll(async () => (await repayLimits(page, request, orderId)).remaining).toBeLessThan(limits.remaining);
    limits = await repayLimits(page, request, orderId);
    await expect(popup.root.locator('.rv-cell').filter({ hasText: 'Remaining amount' })).toContainText(kwacha(limits.remaining));

    // Pay a part: the wallet gets one PIN prompt; 'Submit Success' tells the borrower to approve it.
    const part = 300;
    await popup.amount.fill(String(part));
    await popup.submit.click();
    await acknowledgeSubmitSuccess(page);
    await approveOnlyPrompt(request, borrower.mobile, part);
    await expect.poll(async () => (await repayLimits(page, request, orderId)).remaining).toBe(limits.remaining - part);

    // Extension: age the loan into the window (from 3 days before the due date) and pay the deferral charge.
    await request.post(`/api/dev/loans/${orderId}/age`, { data: { days: 12 } });
    await page.goto(`/billing-details/${orderId}`);
    await page.getByRole('button', { name: 'Extension', exact: true }).click();
    const extension = page.getByTestId('extension-popup');
    await expect(page.locator('.rv-popup').filter({ has: extension }).getByText('Pay the Deferral charge')).toBeVisible();
    const feeText = await extension.locator('input[name="extensionFee"]').inputValue();
    await extension.getByRole('button', { name: 'Repayment' }).click();
    await acknowledgeSubmitSuccess(page);
    await approveOnlyPrompt(request, borrower.mobile, Number(feeText.replace(/[K,]/g, '')));
    await expect.poll(async () => (await myLoanInfo(page, request)).orders.find((o) => o.orderId === orderId)?.plans[0]?.extensions).toBe(1);

    // The rest, with a double tap on 'Repayment': one payment.
    const rest = (await repayLimits(page, request, orderId)).remaining;
    popup = await openRepayPopup(page, orderId);
    await expect(popup.amount).toHaveValue(String(rest));
    const payments = recordPayments(page);
    await doubleTap(popup.submit);
    await acknowledgeSubmitSuccess(page);
    await expect(page.getByText(IN_PROGRESS)).toHaveCount(0);
    await approveOnlyPrompt(request, borrower.mobile, rest);
    expectOneIntent(payments);

    await expect.poll(async () => (await myLoanInfo(page, request)).orders.find((o) => o.orderId === orderId)?.status).toBe('SETTLED');
    const after = await myLoanInfo(page, request);
    // docs/lending.md: a loan settled on time (an extension keeps it on time) adds K300 to the limit.
    expect(after.creditLimit).toBe(before.creditLimit + 300);
    await page.goto('/home');
    await expect(page.getByTestId('home')).toContainText(kwacha(after.creditLimit));
    await page.goto(`/billing-details/${orderId}`);
    await expect(page.getByTestId('billing-details').getByText('Paid off')).toBeVisible();
  });

  test('a logged-out borrower extends and pays a bill off from /qp with the phone and an SMS code, and a double tap pays once', async ({ page, request }) => {
    test.setTimeout(90_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 500, term: 14 } });
    const orderId = borrower.orderId!;
    // Into the extension window (from 3 days before the due date), so /qp offers both actions.
    await request.post(`/api/dev/loans/${orderId}/age`, { data: { days: 12 } });

    const info = await verifyOnQuickRepay(page, request, borrower.mobile);
    const planId = info.orders.find((o) => o.orderId === orderId)!.plans[0]!.planId;

    const bills = page.getByTestId('quick-repay-bills');
    await expect(bills).toBeVisible();

    // Extension with the same popup as the logged-in pages, paid through the wallet's PIN prompt.
    await bills.getByRole('button', { name: 'Extension', exact: true }).click();
    const extension = page.getByTestId('extension-popup');
    await expect(page.locator('.rv-popup').filter({ has: extension }).getByText('Pay the Deferral charge')).toBeVisible();
    const feeText = await extension.locator('input[name="extensionFee"]').inputValue();
    await extension.getByRole('button', { name: 'Repayment' }).click();
    await acknowledgeSubmitSuccess(page);
    await approveOnlyPrompt(request, borrower.mobile, Number(feeText.replace(/[K,]/g, '')));

    await bills.getByRole('button', { name: 'Repay', exact: true }).click();
    const popup = repayPopup(page);
    await expect(page.locator('.rv-popup').filter({ has: popup.root }).getByText('Pay the bill')).toBeVisible();
    const remaining = Number(await popup.amount.inputValue());
    expect(remaining).toBeGreaterThan(0);
    await expectMessage(popup, String(remaining + 1), ABOVE_REMAINING);
    await popup.amount.fill(String(remaining));
    const payments = recordPayments(page);
    await doubleTap(popup.submit);
    await acknowledgeSubmitSuccess(page);
    await expect(page.getByText(IN_PROGRESS)).toHaveCount(0);
    await approveOnlyPrompt(request, borrower.mobile, remaining);
    expectOneIntent(payments);

    // The bill, as the server answers the same quick-repay session (no second SMS code): paid off.
    await expect
      .poll(async () => {
        const response = await request.get(`/api/h5/quickRepay/extension/${planId}`, { headers: { ...CLIENT_HEADERS, 'X-Quick-Repay-Token': info.token } });
        return ((await response.json()) as { msg: string }).msg;
      })
      .toBe('This bill is already paid off');
    // /qp/extension/{orderPlanId} ('Bill Extension') reuses the verified session and tells why there is nothing to extend.
    await page.goto(`/qp/extension/${planId}`);
    await expect(page.getByTestId('qp-extension').getByText('Bill Extension')).toBeVisible();
    await expect(page.getByTestId('extension-popup').getByText('This bill is already paid off')).toBeVisible();
  });
});
