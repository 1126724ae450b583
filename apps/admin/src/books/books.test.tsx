import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { BookChecklist, BookMonthItem } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const months: BookMonthItem[] = [
  { month: '2026-11', status: 'open', ended: false, closedBy: null, closedAt: null },
  { month: '2026-10', status: 'open', ended: true, closedBy: null, closedAt: null },
  { month: '2026-09', status: 'closed', ended: true, closedBy: 7, closedAt: '2026-10-02T08:00:00.000Z' },
];
const checks = (inFlight: boolean): BookChecklist => ({
  ...months[1]!,
  checks: [
    { name: 'trial-balance', title: 'Trial balance balanced', ok: true, detail: 'Debits and credits both K10.00 at the end of 2026-10.' },
    { name: 'payments-in-flight', title: 'No payment in flight for more than 3 days', ok: inFlight, detail: inFlight ? 'None.' : '1 payment is still in flight, the oldest since 2026-10-20: resolve them on the payments desk.' },
    { name: 'statements', title: 'Operator statements imported and reconciled', ok: true, detail: 'Every successful payment of 2026-10 is on an imported statement and every difference is resolved.' },
    { name: 'fee-accrual', title: "The month's last fee accrual booked", ok: true, detail: 'The fee accrual has booked every day up to 2026-11-28, 2026-10-31 (the last day of 2026-10) included.' },
    { name: 'provisioning', title: "The month's provisioning run", ok: true, detail: 'The provisioning job ran for 2026-10 on 2026-11-01.' },
  ],
  blocker: null,
  ready: inFlight,
});
const handlers = (ready: boolean) => ({
  'GET /books/months': () => ({ items: months }),
  'GET /books/months/:month': () => checks(ready),
  'POST /books/months/:month/close': () => ({ id: 41, status: 'requested' }),
  'GET /books/months/:month/statements': () => statements,
});
const line = (account: string, code: string, name: string, amount: number, previous: number) => ({ account, code, name, amount, previous });
const statements = {
  month: '2026-09',
  previousMonth: '2026-08',
  trialBalance: { lines: [{ account: 'asset:cash', code: '1100', name: 'Cash at mobile-money operators', debit: 13_545, credit: 0 }, { account: 'income:interest', code: '4100', name: 'Interest income', debit: 0, credit: 13_545 }], debits: 13_545, credits: 13_545 },
  incomeStatement: { income: { lines: [line('income:interest', '4100', 'Interest income', 700, 12_845)], total: 700, previous: 12_845 }, expenses: { lines: [], total: 0, previous: 0 }, netIncome: 700, previousNetIncome: 12_845 },
  balanceSheet: {
    assets: { lines: [line('asset:cash', '1100', 'Cash at mobile-money operators', 13_545, 12_845)], total: 13_545, previous: 12_845 },
    liabilities: { lines: [], total: 0, previous: 0 },
    equity: { lines: [line('retained-earnings', '3900', 'Retained earnings (income less expenses to date)', 13_545, 12_845)], total: 13_545, previous: 12_845 },
  },
};

describe('the books desk', () => {
  it('lists the months with their state, the checklist of the first open ended month, and the journal of a closed one', async () => {
    renderDesk('/books', ['finance'], handlers(false));
    const table = await screen.findByRole('table', { name: 'Ledger months' });
    await within(table).findByText('2026-11');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11Open, running');
    expect(rows[2]).toHaveTextContent('2026-10Open, ended');
    expect(rows[3]).toHaveTextContent('2026-09Closed2026-10-02');
    expect(screen.getByRole('link', { name: 'Journal of 2026-09 (CSV)' })).toHaveAttribute('href', '/api/staff/books/months/2026-09/journal.csv');
    const list = await screen.findByRole('table', { name: 'Checklist of 2026-10' });
    expect(within(list).getAllByRole('row')[2]).toHaveTextContent('No payment in flight for more than 3 daysFailing1 payment is still in flight');
    // A failing check: the close cannot be asked for.
    expect(screen.getByRole('button', { name: 'Request the close of 2026-10' })).toBeDisabled();
  });

  it('finance asks for the close with a reason once every check passes; the checklist then shows it waiting', async () => {
    const user = userEvent.setup();
    let requested = false;
    const { api } = renderDesk('/books', ['finance'], {
      ...handlers(true),
      'GET /books/months/:month': () => (requested ? { ...checks(true), ready: false, blocker: 'The close of 2026-10 is waiting for approval (request 41).' } : checks(true)),
      'POST /books/months/:month/close': () => ((requested = true), { id: 41, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request the close of 2026-10' }));
    // The call's schema (bookCloseBody) refuses a reason too short, naming the field, and nothing is sent.
    await submit(user, { 'Reason (kept in the audit)': 'ok' }, 'Request');
    await refusedUnsent(api, 'POST /books/months/:month/close', 'Reason: must say why (at least 3 characters)');
    await resubmit(user, { 'Reason (kept in the audit)': ' October month end ' }, 'Request');
    expect(await screen.findByText('The close of 2026-10 requested: a second person approves it in Approvals.')).toBeVisible();
    expect(api.calls('POST /books/months/:month/close')[0]!.body).toEqual({ reason: 'October month end' });
    // Refine fetches the checklist again (no refetch by hand): the request shows, and the close cannot be asked twice.
    expect(await screen.findByText('The close of 2026-10 is waiting for approval (request 41).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request the close of 2026-10' })).toBeDisabled();
  });

  it('shows a closed month’s statements with the previous month beside them', async () => {
    const user = userEvent.setup();
    renderDesk('/books', ['admin'], handlers(true));
    await user.click(await screen.findByRole('button', { name: 'Statements of 2026-09' }));
    const assets = await screen.findByRole('table', { name: 'Assets at the end of 2026-09' });
    expect(within(assets).getAllByRole('row')[1]).toHaveTextContent('1100Cash at mobile-money operatorsK135.45K128.45');
    expect(within(assets).getAllByRole('row')[2]).toHaveTextContent('Total assetsK135.45K128.45');
    expect(screen.getByText('Net income: K7.00 (2026-08: K128.45)')).toBeVisible();
    expect(screen.getByText('Liabilities and equity: K135.45 (2026-08: K128.45)')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Trial balance at the end of 2026-09' })).getAllByRole('row')[3]).toHaveTextContent('TotalsK135.45K135.45');
  });

  it('is not open to support', async () => {
    const { api } = renderDesk('/books', ['support'], handlers(true));
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(api.calls('GET /books/months')).toHaveLength(0);
  });
});
