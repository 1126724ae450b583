import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ADJUSTMENT_MESSAGES } from '@pocket/contracts/api/staff';
import type { AdjustmentBorrower, AdjustmentRequest } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import type { FakeRequest } from '../test/fake-staff-api';
import { borrowerItem } from '../test/fixtures';
import { expectNotForRole, findBorrowerRow, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { filteredPath } from '../ui/filtered-path';

afterEach(() => sessionStore.clear());

const bill = { planId: 12, loanPeriod: 1, dueDate: '2026-12-10', status: 'OVERDUE', penaltyOwed: 3_000, feeOwed: 2_000, remaining: 121_000, waived: 0 };
const borrowerOf = (overrides: Partial<AdjustmentBorrower> = {}): AdjustmentBorrower => ({
  uid: 41,
  credit: 2_050,
  loans: [{ orderId: 7, status: 'OVERDUE', writtenOff: false, bills: [bill] }],
  requests: [],
  ...overrides,
});
const request = (overrides: Partial<AdjustmentRequest> = {}): AdjustmentRequest => ({
  approvalId: 30,
  kind: 'adjustment.refund',
  payload: { userId: 41, amount: 2_050 },
  reason: 'Overpaid on 1 Dec',
  status: 'requested',
  requestedBy: 'other@pocket.test',
  requestedAt: '2026-11-27T08:00:00.000Z',
  decidedBy: null,
  payment: null,
  ...overrides,
});

const desk = (handlers: Record<string, (request: FakeRequest) => unknown>, path = filteredPath('adjustments', { uid: 41 })) => renderDesk(path, ['finance'], handlers);

describe('the adjustments desk', () => {
  it('shows the borrower’s credit and bills; a refund above the credit is refused with the amount available', async () => {
    const user = userEvent.setup();
    const { api } = desk({
      'GET /adjustments/borrowers/:uid': () => borrowerOf(),
      'POST /adjustments/refund': () => {
        throw new Refusal(400, ADJUSTMENT_MESSAGES.refundAboveCredit('K20.50'));
      },
    });
    expect(await screen.findByTestId('borrower-credit')).toHaveTextContent('K20.50');
    const row = screen.getByTestId('adjustment-bill');
    expect(row).toHaveTextContent('K30.00');
    expect(row).toHaveTextContent('K1,210.00');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByRole('heading', { name: /Refund credit to the borrower's wallet \(K20.50 available\)/ })).toBeInTheDocument();
    await submit(user, { 'Amount (Kwacha)': 'ten', 'Reason (kept in the audit)': 'ok' }, 'Send for approval');
    // The call's schema (refundBody) refuses, naming the field, and nothing is sent; what goes is its output.
    expect(await screen.findByRole('alert')).toHaveTextContent('Amount (Kwacha): type an amount in Kwacha, such as 10.50');
    await resubmit(user, { 'Amount (Kwacha)': '25' }, 'Send for approval');
    await refusedUnsent(api, 'POST /adjustments/refund', 'Reason: must say why (at least 3 characters)');
    await resubmit(user, { 'Reason (kept in the audit)': ' Overpaid  ' }, 'Send for approval');
    expect(await screen.findByRole('alert')).toHaveTextContent("The refund is more than the borrower's credit: K20.50 is available to refund");
    expect(api.calls('POST /adjustments/refund')[0]!.body).toEqual({ userId: 41, amount: 2_500, reason: 'Overpaid' });
  });

  it('asks for a waiver of part of a fee, in ngwee, with the reason; then shows it waiting', async () => {
    const user = userEvent.setup();
    let requests: AdjustmentRequest[] = [];
    const { api } = desk({
      'GET /adjustments/borrowers/:uid': () => borrowerOf({ requests }),
      'POST /adjustments/waive': () => {
        requests = [request({ approvalId: 31, kind: 'adjustment.waive', payload: { userId: 41, planId: 12, component: 'fee', amount: 1_050 }, requestedBy: 'finance@pocket.test' })];
        return { approvalId: 31, status: 'requested' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Waive fee' }));
    await submit(user, { 'Amount (Kwacha)': '10.50', 'Reason (kept in the audit)': 'Goodwill after a complaint' }, 'Send for approval');
    expect(await screen.findByText(/Sent for approval \(request 31\)/)).toBeInTheDocument();
    expect(api.calls('POST /adjustments/waive')[0]!.body).toEqual({ planId: 12, component: 'fee', amount: 1_050, reason: 'Goodwill after a complaint' });
    // The request shows because Refine fetches the adjustments record again (useRefreshAfter), not by a refetch by hand.
    const row = await screen.findByTestId('adjustment-request');
    expect(row).toHaveTextContent('Waive K10.50 of the service fee of bill #12');
    // Your own request: nothing to press (the server refuses too).
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(row).toHaveTextContent('Your request: another finance member checks it.');
  });

  it('the second person approves a refund and the desk follows its payment to final without a reload', async () => {
    const user = userEvent.setup();
    let current = request();
    let reads = 0;
    const { api } = desk({
      'GET /adjustments/borrowers/:uid': () => {
        reads += 1;
        // Two reads after the approval the operator's answer is in.
        if (current.payment?.status === 'PENDING' && reads > 3) current = { ...current, payment: { ...current.payment, status: 'SUCCESSFUL' } };
        return borrowerOf({ credit: current.status === 'approved' ? 0 : 2_050, requests: [current] });
      },
      'POST /approvals/:id/approve': () => {
        current = { ...current, status: 'approved', decidedBy: 'finance@pocket.test', payment: { id: 90, reference: 'ref-90', status: 'PENDING', reason: null } };
        return { id: 30, kind: current.kind, payload: current.payload, reason: current.reason, status: 'approved', requestedBy: { id: 5, email: 'other@pocket.test' }, requestedAt: current.requestedAt, decidedBy: { id: 1, email: 'finance@pocket.test' }, decidedAt: current.requestedAt, decisionNote: null, expiresAt: current.requestedAt };
      },
    });
    const row = await screen.findByTestId('adjustment-request');
    expect(row).toHaveTextContent('Refund K20.50');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(api.calls('POST /approvals/:id/approve')[0]).toMatchObject({ params: { id: '30' } });
    // Shown because the decision makes Refine fetch the adjustments record again (useRefreshAfter); then it follows.
    expect(await screen.findByText(/Refund on its way: waiting for the operator/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Refund paid to the wallet \(SUCCESSFUL\)/)).toBeInTheDocument(), { timeout: 8_000 });
    expect(screen.getByTestId('borrower-credit')).toHaveTextContent('K0.00');
  });

  it('an extension asks for the new due date with the reason', async () => {
    const user = userEvent.setup();
    const { api } = desk({
      'GET /adjustments/borrowers/:uid': () => borrowerOf(),
      'POST /adjustments/extend': () => ({ approvalId: 40, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Extend' }));
    await submit(user, { 'Reason (kept in the audit)': 'In hospital' }, 'Send for approval');
    await refusedUnsent(api, 'POST /adjustments/extend', 'New due date: choose the new due date');
    await submit(user, { 'New due date': '2026-12-24' }, 'Send for approval');
    expect(await screen.findByText(/Sent for approval \(request 40\)/)).toBeInTheDocument();
    expect(api.calls('POST /adjustments/extend')[0]!.body).toEqual({ planId: 12, dueDate: '2026-12-24', reason: 'In hospital' });
  });

  it('shows no actions on a written-off loan', async () => {
    desk({ 'GET /adjustments/borrowers/:uid': () => borrowerOf({ loans: [{ orderId: 7, status: 'OVERDUE', writtenOff: true, bills: [bill] }] }) });
    const row = await screen.findByTestId('adjustment-bill');
    expect(row).toHaveTextContent('Loan #7 (written off)');
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('finds the borrower by phone, name, NRC or order id (no id typed): the masked matches, then the chosen one’s adjustments', async () => {
    const user = userEvent.setup();
    const { api } = desk(
      {
        'GET /borrowers': () => ({ items: [borrowerItem(41)], nextCursor: null }),
        'GET /adjustments/borrowers/:uid': () => borrowerOf(),
      },
      '/adjustments',
    );
    expect(screen.queryByLabelText(/uid/i)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Find' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a phone, a name, an NRC or an order id.');
    expect(api.calls('GET /borrowers')).toEqual([]);
    const row = await findBorrowerRow(user, api, { label: 'Find the borrower: phone, name, NRC or order id', testId: 'adjust-candidate' }, '0961234210', 41);
    await user.click(within(row).getByRole('link', { name: 'Adjust borrower 41' }));
    expect(await screen.findByTestId('borrower-credit')).toHaveTextContent('K20.50');
    expect(api.calls('GET /adjustments/borrowers/:uid')[0]!.params).toEqual({ uid: '41' });
  });

  it('opens at a search\'s address with its matches, each linking to the borrower\'s address; Back is the search again', async () => {
    const user = userEvent.setup();
    const { api, location, back } = desk(
      {
        'GET /borrowers': ({ query }: FakeRequest) => ({ items: query.q === '0961234210' ? [borrowerItem(41)] : [], nextCursor: null }),
        'GET /adjustments/borrowers/:uid': () => borrowerOf(),
      },
      filteredPath('adjustments', { q: '0961234210' }),
    );
    const row = await screen.findByTestId('adjust-candidate');
    expect(row).toHaveTextContent(borrowerItem(41).phone);
    expect(screen.getByLabelText('Find the borrower: phone, name, NRC or order id')).toHaveValue('0961234210');
    expect(api.calls('GET /borrowers').map((call) => call.query.q)).toEqual(['0961234210']);
    expect(within(row).getByRole('link', { name: 'Adjust borrower 41' })).toHaveAttribute('href', filteredPath('adjustments', { uid: 41 }));
    await user.click(within(row).getByRole('link', { name: 'Adjust borrower 41' }));
    expect(await screen.findByTestId('borrower-credit')).toHaveTextContent('K20.50');
    expect(location()).toBe(filteredPath('adjustments', { uid: 41 }));
    await back();
    expect(await screen.findByTestId('adjust-candidate')).toHaveTextContent(borrowerItem(41).phone);
    expect(screen.queryByTestId('borrower-credit')).toBeNull();
    expect(location()).toBe(filteredPath('adjustments', { q: '0961234210' }));
  });

  it('keeps a search as typed (a + or & in it) in the address, the search box and the server\'s query, through Back and Forward', async () => {
    const user = userEvent.setup();
    const { api, location, back, forward } = desk({ 'GET /borrowers': () => ({ items: [], nextCursor: null }) }, filteredPath('adjustments', { q: '+260961234210' }));
    // location() is the address decoded: the search box and the server's query say what the address's value is.
    const box = () => screen.getByLabelText('Find the borrower: phone, name, NRC or order id');
    await waitFor(() => expect(api.calls('GET /borrowers').map((call) => call.query.q)).toEqual(['+260961234210']));
    expect(box()).toHaveValue('+260961234210');
    expect(location()).toBe(decodeURIComponent(filteredPath('adjustments', { q: '+260961234210' })));
    await resubmit(user, { 'Find the borrower: phone, name, NRC or order id': 'J&B Phiri' }, 'Find');
    await waitFor(() => expect(api.calls('GET /borrowers').at(-1)!.query.q).toBe('J&B Phiri'));
    expect(location()).toBe(decodeURIComponent(filteredPath('adjustments', { q: 'J&B Phiri' })));
    await back();
    await waitFor(() => expect(box()).toHaveValue('+260961234210'));
    expect(location()).toBe(decodeURIComponent(filteredPath('adjustments', { q: '+260961234210' })));
    await forward();
    await waitFor(() => expect(box()).toHaveValue('J&B Phiri'));
    expect(location()).toBe(decodeURIComponent(filteredPath('adjustments', { q: 'J&B Phiri' })));
    expect(api.calls('GET /borrowers').map((call) => call.query.q)).not.toContain(' 260961234210');
  });

  it('is not for support', () => expectNotForRole(filteredPath('adjustments', { uid: 41 }), ['support']));
});
