import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { PAYMENT_DESK_MESSAGES } from '@pocket/contracts/api/staff';
import type { DeskPayment } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import type { FakeRequest } from '../test/fake-staff-api';
import { borrowerItem, deskPayment } from '../test/fixtures';
import { expectNotForRole, fillIn, findBorrowerRow, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { filteredPath } from '../ui/filtered-path';

afterEach(() => sessionStore.clear());

function desk(items: DeskPayment[], extra = {}, path = '/payments') {
  return renderDesk(path, ['finance'], { 'GET /payments': () => ({ items, nextCursor: null }), ...extra });
}

const rowOf = async (id: number) => (await screen.findByText(`REPAY #${id}`)).closest('tr')!;

describe('the payments desk', () => {
  it('lists payments with the wallet masked, the amount, the age; filters go to the server', async () => {
    const user = userEvent.setup();
    const { api } = desk([deskPayment(1), deskPayment(2, { operator: 'AIRTEL', wallet: '097****555', stuck: false, ageSeconds: 90 })]);
    const row = await rowOf(1);
    expect(row).toHaveTextContent('096****210');
    expect(row).toHaveTextContent('K1,160.00');
    expect(row).toHaveTextContent('PENDING (stuck)');
    expect(row).toHaveTextContent('14 min');
    expect(within(row).getByRole('link', { name: 'Borrower 41' })).toHaveAttribute('href', '/borrowers/41');
    await fillIn(user, { 'Operator': 'AIRTEL', 'Kind': 'REPAY', 'Show': 'stuck', 'Made at least this many minutes ago': '30' });
    await screen.findByText('REPAY #1');
    expect(api.calls('GET /payments').at(-1)!.query).toEqual({ operator: 'AIRTEL', kind: 'REPAY', state: 'stuck', olderThanMinutes: '30', limit: '50' });
  });

  it('filters by a borrower found by phone, name, NRC or order id (no uid typed), and lifts the filter again', async () => {
    const user = userEvent.setup();
    const { api, location } = desk([deskPayment(1)], { 'GET /borrowers': () => ({ items: [borrowerItem(42)], nextCursor: null }) });
    await rowOf(1);
    expect(screen.queryByLabelText(/uid/i)).toBeNull();
    const match = await findBorrowerRow(user, api, { label: 'Borrower: phone, name, NRC or order id', testId: 'payments-candidate' }, '0961234210', 42);
    expect(location()).toBe(filteredPath('payments', { q: '0961234210' }));
    await user.click(within(match).getByRole('button', { name: 'Show the payments of borrower 42' }));
    expect(await screen.findByTestId('payments-borrower')).toHaveTextContent('Payments of borrower 42 only.');
    // The borrower chosen: the search is done (no longer in the address).
    expect(location()).toBe(filteredPath('payments', { uid: '42' }));
    expect(screen.queryByTestId('payments-candidate')).toBeNull();
    await rowOf(1);
    expect(api.calls('GET /payments').at(-1)!.query).toEqual({ uid: '42', limit: '50' });
    await user.click(screen.getByRole('button', { name: 'Any borrower' }));
    await screen.findByLabelText('Borrower: phone, name, NRC or order id');
    expect(api.calls('GET /payments').at(-1)!.query).toEqual({ limit: '50' });
  });

  it('shows the search of the address it is at: Back from a search empties the box and the matches, Forward brings them', async () => {
    const user = userEvent.setup();
    const { api, location, back, forward } = desk([deskPayment(1)], { 'GET /borrowers': () => ({ items: [borrowerItem(42)], nextCursor: null }) });
    await rowOf(1);
    await findBorrowerRow(user, api, { label: 'Borrower: phone, name, NRC or order id', testId: 'payments-candidate' }, '0961234210', 42);
    await back();
    expect(location()).toBe('/payments');
    await waitFor(() => expect(screen.getByLabelText('Borrower: phone, name, NRC or order id')).toHaveValue(''));
    expect(screen.queryByTestId('payments-candidate')).toBeNull();
    await forward();
    expect(await screen.findByTestId('payments-candidate')).toHaveTextContent(borrowerItem(42).phone);
    expect(screen.getByLabelText('Borrower: phone, name, NRC or order id')).toHaveValue('0961234210');
  });

  it('opens at a filtered address (a shared link, the dashboard\'s) with those filters and only their payments', async () => {
    const byFilters = ({ query }: FakeRequest) => ({ items: [deskPayment(query.state === 'stuck' && query.uid === '42' ? 8 : 9)], nextCursor: null });
    const { api } = desk([], { 'GET /payments': byFilters }, filteredPath('payments', { state: 'stuck', uid: '42' }));
    await rowOf(8);
    expect(screen.queryByText('REPAY #9')).toBeNull();
    expect(screen.getByLabelText('Show')).toHaveValue('stuck');
    expect(screen.getByTestId('payments-borrower')).toHaveTextContent('Payments of borrower 42 only.');
    expect(api.calls('GET /payments').map((call) => call.query)).toEqual([{ state: 'stuck', uid: '42', limit: '50' }]);
  });

  it('puts each filter changed in the history: Back shows the filters before and their payments', async () => {
    const user = userEvent.setup();
    // Stuck payments of Airtel are #7, the other stuck ones #8, those in flight #9.
    const byFilters = ({ query }: FakeRequest) => ({ items: [deskPayment(query.state !== 'stuck' ? 9 : query.operator === 'AIRTEL' ? 7 : 8)], nextCursor: null });
    const { location, back } = desk([], { 'GET /payments': byFilters });
    await rowOf(9);
    await fillIn(user, { 'Show': 'stuck' });
    await rowOf(8);
    await fillIn(user, { 'Operator': 'AIRTEL' });
    await rowOf(7);
    expect(location()).toBe(filteredPath('payments', { state: 'stuck', operator: 'AIRTEL' }));
    await back();
    await rowOf(8);
    expect(screen.queryByText('REPAY #7')).toBeNull();
    expect(screen.getByLabelText('Operator')).toHaveValue('');
    expect(screen.getByLabelText('Show')).toHaveValue('stuck');
    expect(location()).toBe(filteredPath('payments', { state: 'stuck' }));
    await back();
    await rowOf(9);
    expect(screen.queryByText('REPAY #8')).toBeNull();
    expect(screen.getByLabelText('Show')).toHaveValue('in-flight');
    expect(location()).toBe('/payments');
  });

  it('asks the operator again and shows the answer, and the row its new state without a refresh by hand', async () => {
    const user = userEvent.setup();
    let current = deskPayment(3);
    const { api } = desk([], {
      'GET /payments': () => ({ items: [current], nextCursor: null }),
      'POST /payments/:id/requery': () => {
        current = { ...current, status: 'SUCCESSFUL', checks: 1, stuck: false };
        return { payment: current, operatorStatus: 'SUCCESSFUL' };
      },
    });
    await user.click(await within(await rowOf(3)).findByRole('button', { name: 'Ask the operator again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The operator was asked: the payment is SUCCESSFUL.');
    expect(api.calls('POST /payments/:id/requery')[0]).toMatchObject({ params: { id: '3' }, csrf: api.csrfToken });
    // Refine fetched the list again (the action invalidated the payments): the row shows what the operator said.
    await waitFor(() => expect(screen.getByTestId('payment-status')).toHaveTextContent('SUCCESSFUL'));
  });

  it('resolves by hand with the evidence: a request for a second person, nothing final yet, shown on the row at once', async () => {
    const user = userEvent.setup();
    let current = deskPayment(4);
    const { api } = desk([], {
      'GET /payments': () => ({ items: [current], nextCursor: null }),
      'POST /payments/:id/resolve': () => ((current = { ...current, openRequestId: 12 }), { approvalId: 12, status: 'requested' }),
    });
    await user.click(await within(await rowOf(4)).findByRole('button', { name: 'Resolve by hand' }));
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    // The call's own schema (resolvePaymentBody) refuses, naming the field; nothing is sent.
    expect(await screen.findByRole('alert')).toHaveTextContent('Operator’s transaction id: must be the operator\'s transaction id (at least 3 characters)');
    await submit(user, { 'Operator’s transaction id': '  MP261125.1010.X1 ', 'What you checked (kept in the audit)': 'ok' }, 'Send for approval');
    await refusedUnsent(api, 'POST /payments/:id/resolve', 'What you checked: must say why (at least 3 characters)');
    await user.type(screen.getByLabelText('Statement line (optional)'), 'MP261125.1010.X1,1160.00,SUCCESSFUL');
    await resubmit(user, { 'What you checked (kept in the audit)': ' Seen on the MTN portal  ' }, 'Send for approval');
    expect(await screen.findByText(/Sent for approval \(request 12\)/)).toBeInTheDocument();
    expect(api.calls('POST /payments/:id/resolve')[0]!.body).toEqual({ outcome: 'SUCCESSFUL', operatorReference: 'MP261125.1010.X1', statementLine: 'MP261125.1010.X1,1160.00,SUCCESSFUL', note: 'Seen on the MTN portal' });
    expect(await screen.findByText('Resolution waiting for approval (request 12)')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a second resolution', async () => {
    const user = userEvent.setup();
    desk([deskPayment(5)], {
      'POST /payments/:id/resolve': ({ params }: FakeRequest) => {
        throw new Refusal(409, PAYMENT_DESK_MESSAGES.openRequest(Number(params.id) + 100));
      },
    });
    await user.click(await within(await rowOf(5)).findByRole('button', { name: 'Resolve by hand' }));
    await submit(user, { 'Outcome': 'FAILED', 'Operator’s transaction id': 'NONE', 'What you checked (kept in the audit)': 'Not on the statement' }, 'Send for approval');
    expect(await screen.findByRole('alert')).toHaveTextContent('already has a resolution waiting for approval (request 105)');
  });

  it('shows a resolution waiting for approval, a final one, and the flag when the operator said otherwise', async () => {
    const resolution = {
      approvalId: 9, outcome: 'SUCCESSFUL' as const, operatorReference: 'MP1', note: 'portal', statementLine: null, resolvedAt: '2026-11-25T11:00:00.000Z', applied: true,
      operatorStatus: 'FAILED', operatorCheckedAt: '2026-11-25T12:00:00.000Z', flag: { at: '2026-11-25T12:00:00.000Z', reason: 'The operator reported FAILED after the payment was resolved by hand as SUCCESSFUL' },
    };
    desk([deskPayment(6, { openRequestId: 21 }), deskPayment(7, { status: 'SUCCESSFUL', stuck: false, resolution })], {}, filteredPath('payments', { state: 'flagged' }));
    const waiting = await rowOf(6);
    expect(waiting).toHaveTextContent('Resolution waiting for approval (request 21)');
    expect(within(waiting).queryByRole('button', { name: 'Resolve by hand' })).toBeNull();
    const flagged = await rowOf(7);
    expect(flagged).toHaveTextContent('Resolved by hand as SUCCESSFUL (MP1)');
    expect(within(flagged).getByRole('note')).toHaveTextContent('Flagged: The operator reported FAILED');
    expect(screen.getByLabelText('Show')).toHaveValue('flagged');
  });

  it('is not for support', () => expectNotForRole('/payments', ['support']));
});
