import type { Browser, Page } from '@playwright/test';

import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import type { ScreenReport } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { acknowledgeSubmitSuccess, pendingPrompts, repayPopup } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The reconciliation desk (issue 30) against the real server: a borrower's repayment is left waiting at the (fake)
// operator; the operator's statement reports it paid. Finance imports the statement, finds the payment under "Status
// differs" and asks to make it final as the statement says; a second finance member approves; the borrower's open bill
// shows it paid without a reload.

// Three browsers (the borrower and two staff members), argon2id sign-ins, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const STAMP = Date.now();
const NOTE = `On the MTN statement as paid, stuck here (${STAMP})`;

async function deskPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL });
  const page = await context.newPage();
  await signInToDesk(page, email);
  return page;
}

/** A Lusaka wall-clock time as MTN writes it (`YYYY-MM-DD HH:mm:ss`). */
const mtnTime = (at: number) => new Date(at + 2 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

test('a payment stuck here that the operator\'s statement reports paid is made final by finance and a second person', async ({ page, request, browser, baseURL }) => {
  const mobile = `096${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const borrower = await createDevBorrower(request, { mobile, loan: { amount: 800, term: 14 } });
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto(`/billing-details/${borrower.orderId!}`);
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  const popup = repayPopup(page);
  await popup.amount.fill('300');
  await popup.submit.click();
  await acknowledgeSubmitSuccess(page);
  await expect(page.getByTestId('payment-note')).toContainText('Waiting for your PIN');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  // The wallet owner's PIN never reaches us: the prompt stays pending here while the operator's statement says paid.
  await expect.poll(async () => (await pendingPrompts(request, borrower.mobile)).length).toBe(1);
  const [prompt] = await pendingPrompts(request, borrower.mobile);
  const txId = `MP${STAMP}.E2E`;
  const statement = [
    'Financial Transaction Id,External Transaction Id,Amount,Currency,Status,Date',
    `${txId},${prompt!.reference},300.00,ZMW,SUCCESSFUL,${mtnTime(Date.now())}`,
    `MP${STAMP}.X,not-ours-${STAMP},25.00,ZMW,SUCCESSFUL,${mtnTime(Date.now())}`,
  ].join('\n');

  // Finance imports the statement on the reconciliation desk.
  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  await finance.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Reconciliation' }).click();
  await finance.getByLabel('Operator', { exact: true }).selectOption('MTN');
  await finance.getByLabel('Statement file (CSV)').setInputFiles({ name: `mtn-${STAMP}.csv`, mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await finance.getByRole('button', { name: 'Import statement' }).click();
  const imported = finance.getByRole('status').filter({ hasText: 'Imported 2 lines' });
  await expect(imported).toBeVisible({ timeout: 15_000 });
  // The same file again changes nothing.
  await finance.getByRole('button', { name: 'Import statement' }).click();
  await expect(finance.getByRole('status').filter({ hasText: 'was imported before' })).toBeVisible();
  await finance.getByRole('link', { name: /^Open statement \d+$/ }).click();
  await expect(finance).toHaveURL(/\/admin\/reconciliation\/\d+$/);
  const statementUrl = finance.url();

  await expect(finance.getByTestId('statement-counts')).toContainText('Missing here (on the statement, not ours): 1');
  await finance.getByLabel('Class', { exact: true }).selectOption('status-differs');
  const row = finance.getByTestId('reconciliation-item').filter({ hasText: prompt!.reference });
  await expect(row).toContainText('K300.00 SUCCESSFUL');
  await expect(row).toContainText('PENDING');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(finance.getByLabel('Resolution')).toHaveValue('finalise');
  await finance.getByLabel('What you checked (kept in the audit)').fill(NOTE);
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  await expect(finance.getByText(/Sent for approval \(request \d+\)/)).toBeVisible();

  // The maker cannot approve their own request; nothing moved yet.
  await finance.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const own = finance.getByRole('row').filter({ hasText: NOTE });
  await expect(own).toContainText('Your request: another person checks it.');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByTestId('payment-note')).toContainText('Waiting for your PIN');

  // A second finance member approves it: the payment engine makes the payment final once.
  const checker = await deskPage(browser, baseURL, 'finance2@pocket.test');
  await checker.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  await checker.getByRole('row').filter({ hasText: NOTE }).getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('row').filter({ hasText: NOTE })).toHaveCount(0);

  // The borrower's open bill shows it paid, without a reload.
  await expect(page.getByText('Payment success')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-note')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The statement shows the difference resolved.
  await finance.goto(statementUrl);
  await finance.getByLabel('Show').selectOption('all');
  const resolved = finance.getByTestId('reconciliation-item').filter({ hasText: prompt!.reference });
  await expect(resolved).toContainText('Resolved: Make our payment SUCCESSFUL as the statement says');
  await expect(resolved).toContainText('REPAY');
  await expect(resolved).toContainText('K300.00 SUCCESSFUL');
});

test('the reconciliation desk passes axe (WCAG 2.1 A and AA): no serious or critical violation', async ({ browser, baseURL }) => {
  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  const reports: ScreenReport[] = [];
  const audit = async (name: string, ready: () => Promise<void>) => {
    await ready();
    await finance.waitForLoadState('networkidle');
    reports.push(await auditScreen(finance, name));
  };
  await finance.goto('/admin/reconciliation');
  await audit('reconciliation: statements and import', async () => void (await expect(finance.getByRole('heading', { name: 'Reconciliation', exact: true })).toBeVisible({ timeout: 15_000 })));
  const statement = [
    'Financial Transaction Id,External Transaction Id,Amount,Currency,Status,Date',
    `MP${STAMP}.AXE,not-ours-axe-${STAMP},25.00,ZMW,SUCCESSFUL,${mtnTime(Date.now())}`,
  ].join('\n');
  await finance.getByLabel('Statement file (CSV)').setInputFiles({ name: `axe-${STAMP}.csv`, mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await finance.getByRole('button', { name: 'Import statement' }).click();
  await finance.getByRole('link', { name: /^Open statement \d+$/ }).click();
  await audit('reconciliation: a statement', async () => void (await expect(finance.getByTestId('reconciliation-item').first()).toBeVisible({ timeout: 15_000 })));
  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
});
