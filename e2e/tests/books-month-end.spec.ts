import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { filteredPath } from '../../apps/admin/src/ui/filtered-path';
import { WEB_DIST } from '../support/config';
import { expectNoConsoleErrors, watchConsole } from '../support/console-guard';
import { createDevBorrower } from '../support/sandbox';
import { startServer } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The books at month end (issue 47, docs/books.md) as finance lives it: a loan is paid out in a month on the sandbox
// clock; after the month ends finance imports the operator's statement, finds every check of the month-end checklist
// passing and asks for the close; a second person approves it; the month's statements read and its general-ledger
// journal downloads (debits equal credits). A correction asked for after the close (a fee waived, through its own
// maker-checker) lands in the next month, which closes the same way: its journal holds the correction, the closed
// month's journal is unchanged. Its own server: moving the sandbox clock into another month moves every journey's
// time on a shared one, and the others' payments of the month would be on no imported statement.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServer(async () => WEB_DIST, 'books');
});

test.afterAll(async () => {
  await server?.stop();
});

/** 'YYYY-MM' plus n months. */
function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Moves the sandbox clock to 09:00 Lusaka on a day (the server runs its date jobs after the move); its new today. */
async function moveClockTo(request: APIRequestContext, day: string): Promise<string> {
  const response = await request.post('/api/dev/clock', { data: { to: day } });
  expect(response.ok(), `POST /api/dev/clock to ${day}`).toBe(true);
  return ((await response.json()) as { data: { today: string } }).data.today;
}

/**
 * A staff member signed in to the desk, and every error their page writes to its console from then on (the sign-in
 * page's own probes of a session not there yet answer 401 before it: not the books' concern).
 */
async function deskAs(browser: Browser, email: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL: server.url, acceptDownloads: true });
  const page = await context.newPage();
  await signInToDesk(page, email);
  return { page, errors: watchConsole(page) };
}

const desks = (page: Page) => page.getByRole('navigation', { name: 'Desks' });
/** A month's row on the Books page (its first cell is the month). */
const monthRow = (page: Page, month: string) =>
  page.getByRole('table', { name: 'Ledger months' }).getByRole('row').filter({ has: page.getByRole('cell', { name: month, exact: true }) });

/** The journal CSV's lines as cells (no quoted commas in these descriptions: asserted by the column count). */
function journalRows(csv: string): string[][] {
  const [header, ...lines] = csv.trim().split('\n');
  expect(header).toBe('date,account code,description,debit,credit,reference');
  return lines.map((line) => {
    const cells = line.split(',');
    expect(cells, line).toHaveLength(6);
    return cells;
  });
}

const ngwee = (kwacha: string) => (kwacha === '' ? 0 : Math.round(Number(kwacha) * 100));

/** Downloads a closed month's journal from the Books page; its rows, debits and credits (ngwee). */
async function downloadJournal(page: Page, month: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Journal of ${month} (CSV)` }).click()]);
  expect(download.suggestedFilename()).toBe(`pocket-journal-${month}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const rows = journalRows(csv);
  const debits = rows.reduce((s, r) => s + ngwee(r[3]!), 0);
  const credits = rows.reduce((s, r) => s + ngwee(r[4]!), 0);
  return { csv, rows, debits, credits };
}

/** Finance asks for the close of the month the Books page offers; every check must pass first. */
async function requestClose(page: Page, month: string, reason: string) {
  await desks(page).getByRole('link', { name: 'Books' }).click();
  await expect(monthRow(page, month)).toContainText('Open, ended', { timeout: 15_000 });
  const checklist = page.getByRole('table', { name: `Checklist of ${month}` });
  await expect(checklist.getByRole('row')).toHaveCount(6, { timeout: 15_000 });
  await expect(checklist.getByRole('cell', { name: 'Failing', exact: true })).toHaveCount(0);
  await expect(checklist.getByRole('cell', { name: 'Passed', exact: true })).toHaveCount(5);
  await page.getByRole('button', { name: `Request the close of ${month}` }).click();
  await page.getByLabel('Reason (kept in the audit)').fill(reason);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `The close of ${month} requested` })).toBeVisible();
}

/** The second person approves the close in Approvals; the month then shows closed on the Books page. */
async function approveClose(checker: Page, finance: Page, month: string, reason: string) {
  await desks(checker).getByRole('link', { name: 'Approvals' }).click();
  const row = checker.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText(`books.close: month ${month}`, { timeout: 15_000 });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('row').filter({ hasText: reason })).toHaveCount(0, { timeout: 15_000 });
  await finance.reload();
  await expect(monthRow(finance, month)).toContainText('Closed', { timeout: 15_000 });
}

test('finance closes a month on the sandbox clock, a second person approves, the statements and journal read, a correction lands in the next month', async ({ browser }) => {
  const api = (await browser.newContext({ baseURL: server.url })).request;
  // A month of our own in the future (business time), so the journey does not depend on the real day.
  const realToday = ((await (await api.get('/api/dev/clock')).json()) as { data: { today: string } }).data.today;
  const month = addMonths(realToday.slice(0, 7), 1);
  const next = addMonths(month, 1);
  expect(await moveClockTo(api, `${month}-20`)).toBe(`${month}-20`);

  // A loan paid out on the 20th to an MTN wallet; the sandbox operator's statement lists the payout.
  const borrower = await createDevBorrower(api, { mobile: `096${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`, loan: { amount: 800, term: 30 } });
  const statement = await (await api.get('/api/dev/reconciliation/statement.csv', { params: { operator: 'MTN' } })).text();
  expect(statement.trim().split('\n'), 'the sandbox statement: its header and the payout').toHaveLength(2);

  // The month ends: the fee accrual books its last day and the provisioning job runs it.
  expect(await moveClockTo(api, `${next}-01`)).toBe(`${next}-01`);

  const { page: finance, errors: financeErrors } = await deskAs(browser, 'finance@pocket.test');
  await desks(finance).getByRole('link', { name: 'Books' }).click();
  const statements = finance.getByRole('table', { name: `Checklist of ${month}` }).getByRole('row').filter({ hasText: 'Operator statements imported and reconciled' });
  await expect(statements).toContainText(`1 successful payment of ${month} is on no imported operator statement`, { timeout: 15_000 });
  await expect(finance.getByRole('button', { name: `Request the close of ${month}` })).toBeDisabled();

  // Finance imports the operator's statement on the reconciliation desk: the payout matches.
  await desks(finance).getByRole('link', { name: 'Reconciliation' }).click();
  await finance.getByLabel('Operator', { exact: true }).selectOption('MTN');
  await finance.getByLabel('Statement file (CSV)').setInputFiles({ name: `mtn-${month}.csv`, mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await finance.getByRole('button', { name: 'Import statement' }).click();
  await expect(finance.getByRole('status').filter({ hasText: 'Imported 1 lines (1 new): 0 differences to resolve.' })).toBeVisible({ timeout: 15_000 });

  // Every check passes; finance asks, a second finance member approves.
  const reason = `Month end of ${month}: statements reconciled`;
  await requestClose(finance, month, reason);
  const { page: checker, errors: checkerErrors } = await deskAs(browser, 'finance2@pocket.test');
  await approveClose(checker, finance, month, reason);

  // The statements of the closed month: the trial balance and the balance sheet balance.
  await finance.getByRole('button', { name: `Statements of ${month}` }).click();
  const trial = finance.getByRole('table', { name: `Trial balance at the end of ${month}` });
  const totals = trial.getByRole('row').filter({ hasText: 'Totals' }).getByRole('cell');
  await expect(totals.nth(2)).toHaveText(/^K[\d,]+\.\d\d$/, { timeout: 15_000 });
  expect(await totals.nth(2).textContent()).toBe(await totals.nth(3).textContent());
  const assets = finance.getByRole('table', { name: `Assets at the end of ${month}` }).getByRole('row').filter({ hasText: 'Total assets' }).getByRole('cell').nth(2);
  await expect(finance.getByText(`Liabilities and equity: ${await assets.textContent()} (`)).toBeVisible();
  // The month's income: the K144.00 of interest (18 % of K800 for 30 days) and the K16.00 service fee, each earned day
  // by day (the days from the 20th to the month's last, of 30; decisions 0062 and 0071).
  const income = finance.getByRole('table', { name: `Income of ${month}` });
  const daysEarned = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate() - 20;
  const interestEarned = Math.floor((14_400 * daysEarned) / 30);
  await expect(income.getByRole('row').filter({ hasText: 'Interest income' })).toContainText(`K${(interestEarned / 100).toFixed(2)}`);
  const feeEarned = Math.floor((1_600 * daysEarned) / 30);
  await expect(income.getByRole('row').filter({ hasText: 'Service fee income' })).toContainText(`K${(feeEarned / 100).toFixed(2)}`);

  // The journal downloads: debits equal credits, every line dated in the month, the payout among them.
  const closed = await downloadJournal(finance, month);
  expect(closed.debits).toBeGreaterThan(0);
  expect(closed.debits).toBe(closed.credits);
  expect(closed.rows.every((r) => r[0]!.startsWith(`${month}-`))).toBe(true);
  expect(closed.rows.some((r) => r[2]!.includes('disbursement'))).toBe(true);

  // A correction after the close: finance waives K5.00 of the loan's service fee, finance2 approves it.
  await finance.goto(`/admin/borrowers/${borrower.userId}`);
  await finance.getByRole('link', { name: 'Adjustments: refund, waive, write off, extend' }).click();
  await finance.getByTestId('adjustment-bill').first().getByRole('button', { name: 'Waive fee' }).click();
  await finance.getByLabel('Amount (Kwacha)').fill('5');
  await finance.getByLabel('Reason (kept in the audit)').fill(`Correction after the close of ${month}`);
  await finance.getByRole('button', { name: 'Send for approval' }).click();
  const sent = finance.getByText(/Sent for approval \(request \d+\)/);
  await expect(sent).toBeVisible();
  const requestId = /request (\d+)/.exec((await sent.textContent())!)![1]!;
  await checker.goto(`/admin${filteredPath('adjustments', { uid: borrower.userId })}`);
  const waiver = checker.locator('[data-testid="adjustment-request"][data-kind="adjustment.waive"]');
  await waiver.getByRole('button', { name: 'Approve' }).click();
  await expect(waiver.getByTestId('adjustment-status')).toContainText('approved by finance2@pocket.test');

  // The next month ends and closes the same way: the correction is in its journal, the closed month's is unchanged.
  expect(await moveClockTo(api, `${addMonths(next, 1)}-01`)).toBe(`${addMonths(next, 1)}-01`);
  const nextReason = `Month end of ${next}`;
  await requestClose(finance, next, nextReason);
  await approveClose(checker, finance, next, nextReason);
  const after = await downloadJournal(finance, next);
  expect(after.debits).toBe(after.credits);
  const correction = after.rows.filter((r) => r[5] === `waiver:${requestId}`);
  // Its two lines (the waiver expense's debit, the fee receivable's credit), dated in the open month it was approved in.
  expect(correction.map((r) => [r[0]!.slice(0, 7), r[3], r[4]]).sort()).toEqual([
    [next, '', '5.00'],
    [next, '5.00', ''],
  ]);
  expect((await downloadJournal(finance, month)).csv).toBe(closed.csv);

  await expectNoConsoleErrors([...financeErrors, ...checkerErrors], 'the books desk');
});
