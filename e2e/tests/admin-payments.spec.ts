import type { Browser, Page } from '@playwright/test';

import { filteredPath } from '../../apps/admin/src/ui/filtered-path';
import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import type { ScreenReport } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { acknowledgeSubmitSuccess, pendingPrompts, repayPopup, walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The payments desk (issue 30) against the real server: a borrower's repayment is left waiting at the (fake) operator,
// finance finds it on the desk and resolves it by hand with evidence, a second finance member approves, and both the
// desk and the borrower's open bill show it final, the bill without a reload.

// Three browsers (the borrower and two staff members), argon2id sign-ins, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const OPERATOR_REFERENCE = `MP${Date.now()}.E2E`;

async function deskPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL });
  const page = await context.newPage();
  await signInToDesk(page, email);
  return page;
}

test('a payment left pending at the operator is resolved by hand by finance, approved by a second person, and shows final', async ({ page, request, browser, baseURL }) => {
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 800, term: 14 } });
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto(`/billing-details/${borrower.orderId!}`);
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  const popup = repayPopup(page);
  await popup.amount.fill('300');
  await popup.submit.click();
  await acknowledgeSubmitSuccess(page);
  await expect(page.getByTestId('payment-note')).toContainText('Waiting for your PIN');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  // The wallet owner never answers: the prompt stays pending at the operator.
  await expect.poll(async () => (await pendingPrompts(request, borrower.mobile)).length).toBe(1);
  const [prompt] = await pendingPrompts(request, borrower.mobile);

  // Finance finds it on the payments desk (filtered to the borrower, found by phone) and resolves it by hand with evidence.
  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  await expect(finance).toHaveURL(/\/admin\/dashboard$/);
  await expect(finance.getByRole('region', { name: 'PAR 30' })).toContainText('%');
  await finance.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Payments' }).click();
  await finance.getByLabel('Borrower: phone, name, NRC or order id').fill(borrower.mobile);
  await finance.getByRole('button', { name: 'Find' }).click();
  await finance.getByRole('button', { name: `Show the payments of borrower ${borrower.userId}` }).click();
  const row = finance.locator(`[data-testid="payment-row"][data-reference="${prompt!.reference}"]`);
  await expect(row).toContainText('K300.00');
  await expect(row.getByTestId('payment-status')).toContainText('PENDING');
  await row.getByRole('button', { name: 'Resolve by hand' }).click();
  await finance.getByLabel('Operator’s transaction id').fill(OPERATOR_REFERENCE);
  await finance.getByLabel('Statement line (optional)').fill(`${OPERATOR_REFERENCE},300.00,SUCCESSFUL`);
  await finance.getByLabel('What you checked (kept in the audit)').fill('Seen as paid on the operator portal');
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  await expect(finance.getByText(/Sent for approval \(request \d+\)/)).toBeVisible();

  // The maker cannot approve their own request.
  await finance.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const own = finance.getByRole('row').filter({ hasText: OPERATOR_REFERENCE });
  await expect(own).toContainText('Your request: another person checks it.');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // Nothing moved yet.
  await expect(page.getByTestId('payment-note')).toContainText('Waiting for your PIN');

  // A second finance member approves it: the effect runs once through the payment engine.
  const checker = await deskPage(browser, baseURL, 'finance2@pocket.test');
  await checker.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const approval = checker.getByRole('row').filter({ hasText: OPERATOR_REFERENCE });
  await approval.getByRole('button', { name: 'Approve' }).click();
  // The borrower's open bill follows the payment from now on, beside the desk's steps below: its toast is shown for a
  // moment whenever the bill's next look finds the payment final, which may be while the desk is still being checked.
  const finalOnBill = expect(page.getByText('Payment success')).toBeVisible({ timeout: 60_000 }).then(
    () => null,
    (error: unknown) => error,
  );
  await expect(checker.getByRole('row').filter({ hasText: OPERATOR_REFERENCE })).toHaveCount(0);

  // Final on the desk...
  await checker.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Payments' }).click();
  await checker.getByLabel('Show').selectOption('resolved');
  await checker.getByLabel('Borrower: phone, name, NRC or order id').fill(borrower.mobile);
  await checker.getByRole('button', { name: 'Find' }).click();
  await checker.getByRole('button', { name: `Show the payments of borrower ${borrower.userId}` }).click();
  const resolved = checker.locator(`[data-testid="payment-row"][data-reference="${prompt!.reference}"]`);
  await expect(resolved.getByTestId('payment-status')).toContainText('SUCCESSFUL');
  await expect(resolved).toContainText(`Resolved by hand as SUCCESSFUL (${OPERATOR_REFERENCE})`);

  // The browser's Back walks the filters back one change at a time (each was an entry in the history) and the list
  // follows the address; Forward brings them again.
  const search = checker.getByLabel('Borrower: phone, name, NRC or order id');
  const address = () => decodeURIComponent(new URL(checker.url()).pathname + new URL(checker.url()).search);
  await checker.goBack();
  await expect(search).toHaveValue(borrower.mobile);
  await expect(checker.getByRole('button', { name: `Show the payments of borrower ${borrower.userId}` })).toBeVisible();
  await expect.poll(address).toBe(`/admin${decodeURIComponent(filteredPath('payments', { state: 'resolved', q: borrower.mobile }))}`);
  await checker.goBack();
  await expect(search).toHaveValue('');
  await expect(checker.getByLabel('Show')).toHaveValue('resolved');
  await expect(resolved.getByTestId('payment-status')).toContainText('SUCCESSFUL');
  await expect.poll(address).toBe(`/admin${decodeURIComponent(filteredPath('payments', { state: 'resolved' }))}`);
  await checker.goBack();
  await expect(checker.getByLabel('Show')).toHaveValue('in-flight');
  await expect(resolved).toHaveCount(0);
  await expect.poll(address).toBe('/admin/payments');
  await checker.goForward();
  await expect(checker.getByLabel('Show')).toHaveValue('resolved');
  await expect(resolved.getByTestId('payment-status')).toContainText('SUCCESSFUL');

  // ...and on the borrower's open bill, without a reload (it follows the payment like any other).
  const notShown = await finalOnBill;
  if (notShown) throw notShown;
  await expect(page.getByTestId('payment-note')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the dashboard and the payments desk pass axe (WCAG 2.1 A and AA): no serious or critical violation', async ({ browser, baseURL }) => {
  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  const reports: ScreenReport[] = [];
  const audit = async (name: string, ready: () => Promise<void>) => {
    await ready();
    await finance.waitForLoadState('networkidle');
    reports.push(await auditScreen(finance, name));
  };
  await finance.goto('/admin/dashboard');
  await audit('dashboard', async () => void (await expect(finance.getByRole('region', { name: 'PAR 30' })).toBeVisible({ timeout: 15_000 })));
  await finance.goto(`/admin${filteredPath('payments', { state: 'resolved' })}`);
  await audit('payments: resolved by hand', async () => void (await expect(finance.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible({ timeout: 15_000 })));
  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
});
