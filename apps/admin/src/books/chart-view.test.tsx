import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { type BookMonthItem, CHART_MESSAGES, type ChartAccount } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { type FakeRequest, Refusal } from '../test/fake-staff-api';
import { openDesk, refusedRequest, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const months: BookMonthItem[] = [{ month: '2026-11', status: 'open', ended: false, closedBy: null, closedAt: null }];
const chart: ChartAccount[] = [
  { account: 'asset:cash', code: '1100', name: 'Cash at mobile-money operators' },
  { account: 'income:interest', code: '4100', name: 'Interest income' },
  { account: 'income:recovery', code: null, name: null },
];
const handlers = (answer: (request: FakeRequest) => unknown) => ({
  'GET /books/months': () => ({ items: months }),
  'GET /books/chart': () => ({ items: chart }),
  'POST /books/chart': answer,
});

async function giveCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('button', { name: 'Chart of accounts' }));
  await user.click(await screen.findByRole('button', { name: 'Change income:recovery' }));
  await submit(user, { 'General-ledger code of income:recovery': code, 'Name of income:recovery in the accounts': 'Recoveries', 'Reason (kept in the audit)': 'New account' }, 'Ask for approval');
}

describe('the books desk: chart of accounts', () => {
  it('marks the accounts without a code, and asks for a code and name', async () => {
    const { user, api } = await openDesk('/books', ['finance'], handlers(() => ({ id: 61, status: 'requested' })), 'Chart of accounts');
    const table = await screen.findByRole('table', { name: 'Chart of accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('asset:cash1100Cash at mobile-money operators');
    expect(rows[3]).toHaveTextContent('income:recoveryNo code yet–');
    expect(screen.getByText('1 account has no code yet: the journal export and the statements refuse a month with its lines until it has one.')).toBeVisible();
    // The call's own schema (bookChartBody) refuses an empty code, naming the field; nothing is sent.
    await refusedRequest(user, api, { section: 'Chart of accounts', form: 'Change income:recovery', fields: { 'Reason (kept in the audit)': 'New account' }, call: 'POST /books/chart', words: 'General-ledger code: must not be empty' });
    await giveCode(user, ' 4310 ');
    expect(await screen.findByText('The code of income:recovery requested (request 61): a second person approves it in Approvals.')).toBeVisible();
    expect(api.calls('POST /books/chart')[0]!.body).toEqual({ accounts: [{ account: 'income:recovery', code: '4310', name: 'Recoveries' }], reason: 'New account' });
  });

  it('asks to remove an account’s code, and shows the server’s refusal of an account with lines in the ledger', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => ({ id: 62, status: 'requested' });
    const { api } = renderDesk('/books', ['finance'], handlers(() => answer()));
    await user.click(await screen.findByRole('button', { name: 'Chart of accounts' }));
    // Only an account with a code can have it removed.
    expect(await screen.findByRole('button', { name: 'Remove the code of income:interest' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove the code of income:recovery' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove the code of income:interest' }));
    expect(screen.getByRole('heading', { name: 'Remove the code 4100 of income:interest' })).toBeVisible();
    await submit(user, { 'Reason (kept in the audit)': 'Not used' }, 'Ask for approval');
    expect(await screen.findByText("The removal of income:interest's code requested (request 62): a second person approves it in Approvals.")).toBeVisible();
    expect(api.calls('POST /books/chart')[0]!.body).toEqual({ accounts: [], remove: ['income:interest'], reason: 'Not used' });

    answer = () => {
      throw new Refusal(400, CHART_MESSAGES.hasLines('asset:cash', '2026-10-01'));
    };
    await user.click(screen.getByRole('button', { name: 'Remove the code of asset:cash' }));
    await submit(user, { 'Reason (kept in the audit)': 'Not used' }, 'Ask for approval');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHART_MESSAGES.hasLines('asset:cash', '2026-10-01'));
    expect(api.calls('POST /books/chart')).toHaveLength(2);
  });

  it('shows the server’s refusal of a code another account has', async () => {
    const user = userEvent.setup();
    renderDesk('/books', ['admin'], handlers(() => {
      throw new Refusal(400, CHART_MESSAGES.sameCode('1100', 'income:recovery', 'asset:cash'));
    }));
    await giveCode(user, '1100');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHART_MESSAGES.sameCode('1100', 'income:recovery', 'asset:cash'));
  });
});
