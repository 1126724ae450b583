import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { RECONCILIATION_MESSAGES } from '@pocket/contracts/api/staff';
import type { ReconciliationItem, StatementSummary } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import type { FakeRequest } from '../test/fake-staff-api';
import { expectNotForRole, fillIn, refusedUnsent, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { filteredPath } from '../ui/filtered-path';

afterEach(() => sessionStore.clear());

const statement = (id: number, overrides: Partial<StatementSummary> = {}): StatementSummary => ({
  id,
  operator: 'MTN',
  fileName: 'mtn-2026-11-27.csv',
  contentHash: 'a'.repeat(64),
  lines: 5,
  newLines: 5,
  periodFrom: '2026-11-27T06:00:00.000Z',
  periodTo: '2026-11-27T20:00:00.000Z',
  importedAt: '2026-11-27T21:00:00.000Z',
  importedBy: 'finance@pocket.test',
  counts: { matched: 1, 'missing-here': 1, 'missing-there': 1, 'amount-differs': 1, 'status-differs': 1, 'other-operator': 1 },
  open: 4,
  ...overrides,
});

const line = (lineNo: number, status: 'SUCCESSFUL' | 'FAILED' | 'PENDING' = 'SUCCESSFUL') => ({
  lineNo,
  transactionId: `MP${lineNo}`,
  reference: `ref-${lineNo}`,
  amount: 1160,
  amountText: 'K1,160.00',
  status,
  time: '2026-11-27T08:12:45.000Z',
});
const payment = (id: number, status: 'PENDING' | 'SUCCESSFUL' | 'FAILED', operator: 'MTN' | 'AIRTEL' = 'MTN') => ({
  id,
  reference: `ref-${id}`,
  kind: 'REPAY' as const,
  uid: 41,
  amount: 1160,
  amountText: 'K1,160.00',
  status,
  wallet: '096****210',
  operator,
});

const item = (id: number, overrides: Partial<ReconciliationItem> = {}): ReconciliationItem => ({
  id,
  statementId: 7,
  class: 'status-differs',
  line: line(id),
  payment: payment(id, 'PENDING'),
  actions: ['finalise', 'record'],
  openRequestId: null,
  resolution: null,
  ...overrides,
});

/** A CSV file as the browser's file picker gives it. */
const csv = (text: string, name = 'mtn-2026-11-27.csv') => new File([text], name, { type: 'text/csv' });

describe('the reconciliation desk', () => {
  it('imports a statement file for the chosen operator and links to the statement', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/reconciliation', ['finance'], {
      'GET /reconciliation/statements': () => ({ items: api.calls('POST /reconciliation/statements').length > 0 ? [statement(7), statement(3)] : [statement(3)], nextCursor: null }),
      'POST /reconciliation/statements': () => ({ statement: statement(7, { lines: 5, newLines: 5, open: 4 }), duplicate: false }),
    });
    expect(await screen.findByRole('link', { name: 'Statement 3' })).toHaveAttribute('href', '/reconciliation/3');
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    // The call's own schema (statementImportBody) refuses, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /reconciliation/statements', 'Statement file (CSV): choose the statement file (CSV) first');
    await fillIn(user, { 'Operator': 'AIRTEL' });
    const text = 'Transaction ID,Reference,Amount,Status,Transaction Date\nAT1,ref-1,20,TS,27-11-2026 00:30:00\n';
    await user.upload(screen.getByLabelText('Statement file (CSV)'), csv(text, 'airtel.csv'));
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Imported 5 lines (5 new): 4 differences to resolve.');
    expect(within(status).getByRole('link', { name: 'Open statement 7' })).toHaveAttribute('href', '/reconciliation/7');
    expect(api.calls('POST /reconciliation/statements')[0]).toMatchObject({ body: { operator: 'AIRTEL', fileName: 'airtel.csv', content: text }, csrf: api.csrfToken });
    // Refine fetches the statements again (useRefreshAfter): the new one is listed without a refresh by hand.
    expect(await screen.findByRole('link', { name: 'Statement 7' })).toHaveAttribute('href', '/reconciliation/7');
  });

  it('says so when the same file was imported before, and shows a refused file\'s line and reason', async () => {
    const user = userEvent.setup();
    let answer: () => unknown = () => ({ statement: statement(3), duplicate: true });
    renderDesk('/reconciliation', ['finance'], {
      'GET /reconciliation/statements': () => ({ items: [], nextCursor: null }),
      'POST /reconciliation/statements': () => answer(),
    });
    await user.upload(await screen.findByLabelText('Statement file (CSV)'), csv('x'));
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This file was imported before (statement 3): nothing changed.');
    const refusedWith = 'Line 4: bad amount: "12,a" is not an amount in Kwacha such as 1160.00. Nothing was imported; correct the file and import it again.';
    answer = () => {
      throw new Refusal(400, refusedWith);
    };
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusedWith);
  });

  it('shows a statement\'s counts and its differences; filters go to the server and into the address', async () => {
    const user = userEvent.setup();
    const { api, location } = renderDesk('/reconciliation/7', ['finance'], {
      'GET /reconciliation/statements/:id': () => statement(7),
      'GET /reconciliation/statements/:id/items': () => ({
        items: [
          item(2, { class: 'missing-here', payment: null, actions: ['record'] }),
          item(3, { class: 'missing-there', line: null, payment: payment(3, 'SUCCESSFUL'), actions: ['record'] }),
          item(4, { openRequestId: 21, actions: [] }),
          item(5, { class: 'amount-differs', actions: [], resolution: { action: 'record', note: 'MTN fee taken at source', approvalId: 9, resolvedAt: '2026-11-27T22:00:00.000Z' } }),
          item(6, { class: 'other-operator', payment: payment(6, 'PENDING', 'AIRTEL'), actions: ['record'] }),
        ],
        nextCursor: null,
      }),
    });
    const counts = await screen.findByTestId('statement-counts');
    expect(counts).toHaveTextContent('Missing here (on the statement, not ours): 1');
    expect(counts).toHaveTextContent('Differences not resolved yet: 4');
    const rows = await screen.findAllByTestId('reconciliation-item');
    expect(rows.map((r) => r.getAttribute('data-class'))).toEqual(['missing-here', 'missing-there', 'status-differs', 'amount-differs', 'other-operator']);
    expect(rows[0]).toHaveTextContent('No payment of ours');
    expect(rows[1]).toHaveTextContent('Not on the statement');
    expect(rows[1]).toHaveTextContent('096****210');
    expect(rows[2]).toHaveTextContent('Resolution waiting for approval (request 21)');
    expect(within(rows[2]!).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(rows[3]).toHaveTextContent('Resolved: Record a note only (no money moves)');
    expect(rows[3]).toHaveTextContent('MTN fee taken at source');
    // Another operator's reference (issue 42): named as an anomaly with the payment's operator; only a note is offered.
    expect(rows[4]).toHaveTextContent("Another operator's payment (anomaly: never made final from this statement)");
    expect(rows[4]).toHaveTextContent('K1,160.00 PENDING, through AIRTEL');
    expect(counts).toHaveTextContent("Another operator's payment (anomaly: never made final from this statement): 1");
    expect(api.calls('GET /reconciliation/statements/:id/items').at(-1)!.query).toMatchObject({ show: 'open' });
    await fillIn(user, { 'Class': 'status-differs', 'Show': 'all' });
    await screen.findAllByTestId('reconciliation-item');
    expect(api.calls('GET /reconciliation/statements/:id/items').at(-1)!).toMatchObject({ params: { id: '7' }, query: { show: 'all', class: 'status-differs' } });
    expect(location()).toBe(filteredPath('reconciliation', { show: 'all', class: 'status-differs' }, 7));
  });

  it('opens a statement at a filtered address with those lines; Back shows the filter before and its lines', async () => {
    const user = userEvent.setup();
    // The statement's status differences are line 4, every line of any class is line 2.
    const { api, location, back } = renderDesk(filteredPath('reconciliation', { show: 'all', class: 'status-differs' }, 7), ['finance'], {
      'GET /reconciliation/statements/:id': () => statement(7),
      'GET /reconciliation/statements/:id/items': ({ query }: FakeRequest) => ({ items: [query.class === 'status-differs' ? item(4) : item(2, { class: 'missing-here', payment: null, actions: ['record'] })], nextCursor: null }),
    });
    expect(await screen.findByTestId('reconciliation-item')).toHaveAttribute('data-class', 'status-differs');
    expect(screen.getByLabelText('Show')).toHaveValue('all');
    expect(api.calls('GET /reconciliation/statements/:id/items').map((call) => call.query)).toEqual([{ show: 'all', class: 'status-differs', limit: '100' }]);
    await fillIn(user, { 'Class': '' });
    await waitFor(() => expect(screen.getByTestId('reconciliation-item')).toHaveAttribute('data-class', 'missing-here'));
    await back();
    await waitFor(() => expect(screen.getByTestId('reconciliation-item')).toHaveAttribute('data-class', 'status-differs'));
    expect(screen.getByLabelText('Class')).toHaveValue('status-differs');
    expect(location()).toBe(filteredPath('reconciliation', { show: 'all', class: 'status-differs' }, 7));
  });

  it('leaves a statement\'s plain address as it is (its open lines), and Back to it from a filter changed is that address again', async () => {
    const user = userEvent.setup();
    // The open lines are line 4, every line is line 2.
    const { location, back, forward } = renderDesk('/reconciliation/7', ['finance'], {
      'GET /reconciliation/statements/:id': () => statement(7),
      'GET /reconciliation/statements/:id/items': ({ query }: FakeRequest) => ({ items: [query.show === 'all' ? item(2, { class: 'missing-here', payment: null, actions: ['record'] }) : item(4)], nextCursor: null }),
    });
    expect(await screen.findByTestId('reconciliation-item')).toHaveAttribute('data-class', 'status-differs');
    expect(screen.getByLabelText('Show')).toHaveValue('open');
    expect(location()).toBe('/reconciliation/7');
    await fillIn(user, { 'Show': 'all' });
    await waitFor(() => expect(screen.getByTestId('reconciliation-item')).toHaveAttribute('data-class', 'missing-here'));
    expect(location()).toBe(filteredPath('reconciliation', { show: 'all' }, 7));
    await back();
    await waitFor(() => expect(screen.getByTestId('reconciliation-item')).toHaveAttribute('data-class', 'status-differs'));
    expect(screen.getByLabelText('Show')).toHaveValue('open');
    expect(location()).toBe('/reconciliation/7');
    await forward();
    await waitFor(() => expect(screen.getByTestId('reconciliation-item')).toHaveAttribute('data-class', 'missing-here'));
    expect(screen.getByLabelText('Show')).toHaveValue('all');
    expect(location()).toBe(filteredPath('reconciliation', { show: 'all' }, 7));
  });

  it('asks for a resolution that makes the payment final as the statement says: a request for a second person', async () => {
    const user = userEvent.setup();
    let requested: number | null = null;
    const { api } = renderDesk('/reconciliation/7', ['finance'], {
      'GET /reconciliation/statements/:id': () => statement(7),
      'GET /reconciliation/statements/:id/items': () => ({ items: [item(4, requested === null ? {} : { openRequestId: requested, actions: [] })], nextCursor: null }),
      'POST /reconciliation/items/:id/resolve': () => ((requested = 31), { approvalId: 31, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(screen.getByLabelText('Resolution')).toHaveDisplayValue('Make our payment SUCCESSFUL as the statement says (through the payment engine)');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    // The call's own schema (reconciliationResolveBody) refuses, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /reconciliation/items/:id/resolve', 'What you checked: must say why (at least 3 characters)');
    await submit(user, { 'What you checked (kept in the audit)': '  Paid on the MTN statement; stuck here ' }, 'Send for approval');
    expect(await screen.findByText(/Sent for approval \(request 31\)/)).toBeInTheDocument();
    expect(api.calls('POST /reconciliation/items/:id/resolve')[0]).toMatchObject({ params: { id: '4' }, body: { action: 'finalise', note: 'Paid on the MTN statement; stuck here' } });
    // Refine fetches the statement's lines and summary again (useRefreshAfter): the row shows the waiting request at once.
    const row = await screen.findByTestId('reconciliation-item');
    expect(await within(row).findByText('Resolution waiting for approval (request 31)')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(api.calls('GET /reconciliation/statements/:id')).toHaveLength(2);
  });

  it('offers only a note where no money may move, and shows the server\'s refusal', async () => {
    const user = userEvent.setup();
    renderDesk('/reconciliation/7', ['finance'], {
      'GET /reconciliation/statements/:id': () => statement(7),
      'GET /reconciliation/statements/:id/items': () => ({ items: [item(2, { class: 'missing-here', payment: null, actions: ['record'] })], nextCursor: null }),
      'POST /reconciliation/items/:id/resolve': () => {
        throw new Refusal(409, RECONCILIATION_MESSAGES.openRequest(44));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(within(screen.getByLabelText('Resolution')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Record a note only (no money moves)']);
    await submit(user, { 'What you checked (kept in the audit)': 'Operator error' }, 'Send for approval');
    expect(await screen.findByRole('alert')).toHaveTextContent('already has a resolution waiting for approval (request 44)');
  });

  it('is not for support', () => expectNotForRole('/reconciliation', ['support']));
});
