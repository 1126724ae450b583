import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { type CaseDetail, type CollectionCase, refusalOf } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { fillIn, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const openCase = (over: Partial<CollectionCase> = {}): CollectionCase => ({
  id: 9, orderId: 31, uid: 42, status: 'OPEN', closeReason: null, bucket: '31-60', daysPastDue: 35, overdue: 116_300, agent: 'collections@pocket.test', agentId: 7,
  stopCalls: false, disputed: false, promisedFor: null, openedAt: '2026-11-01T08:00:00.000Z', closedAt: null, ...over,
});
const detail = (over: Partial<CaseDetail> = {}): CaseDetail => ({
  case: openCase(), bills: [{ planId: 50, period: 1, dueDate: '2026-10-25', status: 'OVERDUE', due: 116_300, paid: 0, waived: 0, owed: 116_300 }],
  moves: [{ from: null, to: '31-60', daysPastDue: 35, day: '2026-11-29' }], contacts: [], notes: [], promises: [], hardship: [], complaints: [],
  contactsLeftToday: 3, contactsLeftThisWeek: 10, blockedBy: null, ...over,
});

describe('the collections desk', () => {
  it('lists the agent’s cases; on a case a call shows the phone and takes an outcome, and a refused contact shows its rule', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { api } = renderDesk('/collections', ['collections'], {
      'GET /collections/queue': () => ({ items: [openCase()], nextCursor: null }),
      'GET /collections/cases/:id': () => detail(),
      'POST /collections/cases/:id/contacts': () => {
        calls += 1;
        if (calls > 1) throw new Refusal(403, refusalOf('daily-cap'));
        return { contact: { id: 77, channel: 'CALL', template: null, outcome: null, by: 'collections@pocket.test', refusedRule: null, refusedText: null, at: '2026-11-29T08:00:00.000Z' }, phone: '+260961234567' };
      },
      'POST /collections/contacts/:id/outcome': ({ body }) => ({ id: 77, channel: 'CALL', template: null, outcome: (body as { outcome: string }).outcome, by: 'collections@pocket.test', refusedRule: null, refusedText: null, at: '2026-11-29T08:00:00.000Z' }),
    });
    const row = (await screen.findByRole('link', { name: 'Open case 9' })).closest('tr')!;
    expect(within(row).getByText('31-60')).toBeInTheDocument();
    expect(within(row).getByText('K1,163.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Open case 9' }));
    expect(await screen.findByTestId('case-dpd')).toHaveTextContent('35 (bucket 31-60)');
    expect(screen.queryByRole('textbox', { name: /message/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Call the borrower' }));
    expect(await screen.findByTestId('call-phone')).toHaveTextContent('Call +260961234567 now');
    await submit(user, { 'Outcome': 'STOP_CALLS' }, 'Record outcome');
    expect(await screen.findByText('Outcome recorded: Asked not to be called.')).toBeInTheDocument();
    expect(api.calls('POST /collections/contacts/:id/outcome')[0]).toMatchObject({ params: { id: '77' }, body: { outcome: 'STOP_CALLS' }, csrf: api.csrfToken });
    await user.click(screen.getByRole('button', { name: 'Call the borrower' }));
    expect(await screen.findByTestId('contact-refused')).toHaveTextContent('Refused by the rule "Daily limit": at most 3 contacts a day per borrower, across all channels and agents.');
  });

  it('a promise to pay goes through Refine’s form checked by the outcome call’s schema: an amount missing names the field, nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/collections/9', ['collections'], {
      'GET /collections/cases/:id': () => detail(),
      'POST /collections/cases/:id/contacts': () => ({ contact: { id: 79, channel: 'CALL', template: null, outcome: null, by: 'collections@pocket.test', refusedRule: null, refusedText: null, at: '2026-11-29T08:00:00.000Z' }, phone: '+260961234567' }),
      'POST /collections/contacts/:id/outcome': () => ({ id: 79, channel: 'CALL', template: null, outcome: 'PROMISE_TO_PAY', by: 'collections@pocket.test', refusedRule: null, refusedText: null, at: '2026-11-29T08:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Call the borrower' }));
    await user.selectOptions(await screen.findByLabelText('Outcome'), 'PROMISE_TO_PAY');
    const record = () => user.click(screen.getByRole('button', { name: 'Record outcome' }));
    await user.type(screen.getByLabelText('Pay by'), '2026-12-05');
    await record();
    expect(await screen.findByTestId('contact-refused')).toHaveTextContent('Promised amount (K): type the amount in Kwacha, such as 150.00');
    expect(api.calls('POST /collections/contacts/:id/outcome')).toHaveLength(0);
    await user.type(screen.getByLabelText('Promised amount (K)'), '150');
    await record();
    expect(await screen.findByText('Outcome recorded: Promise to pay.')).toBeInTheDocument();
    expect(api.calls('POST /collections/contacts/:id/outcome')[0]).toMatchObject({ params: { id: '79' }, body: { outcome: 'PROMISE_TO_PAY', promise: { amount: 15_000, payBy: '2026-12-05' } } });
  });

  it('after an outcome or a note the case shows what the server now holds, fetched again through Refine (no refresh by hand)', async () => {
    const user = userEvent.setup();
    let current = detail();
    const { api } = renderDesk('/collections/9', ['collections'], {
      'GET /collections/cases/:id': () => current,
      'POST /collections/cases/:id/contacts': () => {
        current = { ...current, contactsLeftToday: 2, contactsLeftThisWeek: 9 };
        return { contact: { id: 78, channel: 'CALL', template: null, outcome: null, by: 'collections@pocket.test', refusedRule: null, refusedText: null, at: '2026-11-29T08:00:00.000Z' }, phone: '+260961234567' };
      },
      'POST /collections/contacts/:id/outcome': () => {
        current = { ...current, case: { ...current.case, stopCalls: true } };
        return { id: 78, channel: 'CALL', template: null, outcome: 'STOP_CALLS', by: 'collections@pocket.test', refusedRule: null, refusedText: null, at: '2026-11-29T08:00:00.000Z' };
      },
      'POST /collections/cases/:id/notes': ({ body }) => {
        current = { ...current, notes: [{ id: 3, by: 'collections@pocket.test', text: (body as { text: string }).text, at: '2026-11-29T08:05:00.000Z' }] };
        return current.notes[0];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Call the borrower' }));
    expect(await screen.findByText('Contacts left: 2 today, 9 this week.')).toBeInTheDocument();
    await submit(user, { 'Outcome': 'STOP_CALLS' }, 'Record outcome');
    expect(await screen.findByText('asked not to be called')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await submit(user, { 'Note': 'Borrower asked for SMS only' }, 'Save note');
    expect(await screen.findByText(/collections@pocket.test: Borrower asked for SMS only/)).toBeInTheDocument();
    expect(api.calls('GET /collections/cases/:id')).toHaveLength(4);
  });

  it('a note and a payment plan go through Refine’s form, checked by their calls’ schemas: a refusal names the field, nothing is sent', async () => {
    const user = userEvent.setup();
    let current = detail({ hardship: [{ id: 4, reason: 'Lost my job', status: 'OPEN', instalments: null, createdAt: '2026-11-20T08:00:00.000Z' }] });
    const { api } = renderDesk('/collections/9', ['collections'], {
      'GET /collections/cases/:id': () => current,
      'POST /collections/cases/:id/notes': ({ body }) => {
        current = { ...current, notes: [{ id: 3, by: 'collections@pocket.test', text: (body as { text: string }).text, at: '2026-11-29T08:05:00.000Z' }] };
        return current.notes[0];
      },
      'POST /collections/hardship/:id/plan': () => {
        current = { ...current, notes: [...current.notes, { id: 4, by: 'collections@pocket.test', text: 'Plan asked for', at: '2026-11-29T08:06:00.000Z' }] };
        return { approvalId: 12, status: 'requested' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a note' }));
    await submit(user, { 'Note': 'ok' }, 'Save note');
    await refusedUnsent(api, 'POST /collections/cases/:id/notes', 'Note: must be at least 3 characters');
    await resubmit(user, { 'Note': '  Called twice, no answer ' }, 'Save note');
    // Refine fetches the case again (its record invalidated): the note the server now holds shows.
    expect(await screen.findByText(/collections@pocket.test: Called twice, no answer/)).toBeInTheDocument();
    expect(api.calls('POST /collections/cases/:id/notes')[0]).toMatchObject({ params: { id: '9' }, body: { text: 'Called twice, no answer' }, csrf: api.csrfToken });

    await user.click(screen.getByRole('button', { name: 'Propose a plan' }));
    await fillIn(user, { 'Instalments (every 30 days)': '4' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user, { 'Reason (kept in the audit)': 'no' }, 'Ask for approval');
    await refusedUnsent(api, 'POST /collections/hardship/:id/plan', 'Reason: must say why (at least 3 characters)');
    await submit(user, { 'Reason (kept in the audit)': ' - lost job, can pay in four ' }, 'Ask for approval');
    expect(await screen.findByText('Plan asked for (request 12): a finance member approves it under Approvals.')).toBeInTheDocument();
    expect(api.calls('POST /collections/hardship/:id/plan')[0]).toMatchObject({ params: { id: '4' }, body: { instalments: 4, waivePenalty: false, reason: 'no - lost job, can pay in four' } });
    // The case is fetched again through Refine's invalidation: what the server now holds shows.
    expect(await screen.findByText(/collections@pocket.test: Plan asked for/)).toBeInTheDocument();
  });

  it('a case a payment plan closed says so', async () => {
    const closed = openCase({ status: 'CLOSED', closeReason: 'RESTRUCTURED', closedAt: '2026-11-27T08:00:00.000Z' });
    renderDesk('/collections/9', ['collections'], { 'GET /collections/cases/:id': () => detail({ case: closed }) });
    expect(await screen.findByTestId('case-status')).toHaveTextContent('closed (up to date by a payment plan)');
  });

  it('shows the loan\'s payment plan as it stood at the end of a day: its instalments, paid and owed then, read from the server', async () => {
    const user = userEvent.setup();
    const planned = detail({ case: openCase({ status: 'CLOSED', closeReason: 'RESTRUCTURED' }), hardship: [{ id: 4, reason: 'Lost my job', status: 'PLANNED', instalments: 2, createdAt: '2026-10-01T08:00:00.000Z' }] });
    const row = (on: string) => {
      const late = on >= '2026-11-01';
      return {
        day: '2026-10-02', orderId: 31, agentId: 7, agent: 'collections@pocket.test', approvedBy: 'finance@pocket.test', original: 120_000, waived: 0, planned: 120_000,
        instalments: 2, instalmentsPaid: 0, paid: 0, left: late ? 123_000 : 120_000, nextDue: '2026-10-31', daysLate: late ? 5 : 0, state: late ? 'behind' : 'on track',
        schedule: [
          { dueDate: '2026-10-31', amount: 60_000, paid: 0, state: late ? 'late' : 'due' },
          { dueDate: '2026-11-30', amount: 60_000, paid: 0, state: 'due' },
        ],
      };
    };
    const { api } = renderDesk('/collections/9', ['collections'], {
      'GET /collections/cases/:id': () => planned,
      'GET /collections/loans/:id/plans': ({ query }) => {
        const on = (query as { on?: string }).on ?? '2026-11-29';
        return { orderId: 31, on, rows: on < '2026-10-02' ? [] : [row(on)] };
      },
    });
    await user.type(await screen.findByLabelText('Plan as it stood at the end of (Lusaka day; empty: today)'), '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Show the plan on that day' }));
    const plan = await screen.findByTestId('plan-on-day');
    expect(plan).toHaveTextContent('End of 2026-11-05: the plan approved on 2026-10-02 was behind; 0 of 2 instalments paid, K0.00 paid, K1,230.00 owed, 5 days late.');
    expect(within(plan).getByRole('row', { name: /2026-10-31/ })).toHaveTextContent('2026-10-31K600.00K0.00late');
    expect(api.calls('GET /collections/loans/:id/plans').at(-1)).toMatchObject({ params: { id: '31' }, query: { on: '2026-11-05' } });
    await resubmit(user, { 'Plan as it stood at the end of (Lusaka day; empty: today)': '2026-09-30' }, 'Show the plan on that day');
    expect(await screen.findByText('No payment plan had been approved by the end of 2026-09-30.')).toBeInTheDocument();
  });

  it('has no plan on a day for a loan without an approved plan', async () => {
    renderDesk('/collections/9', ['collections'], { 'GET /collections/cases/:id': () => detail() });
    expect(await screen.findByTestId('case-dpd')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the plan on that day' })).toBeNull();
  });

  it('is not in the menu of support, and the case page refuses it', async () => {
    renderDesk('/collections/9', ['support'], { 'GET /collections/cases/:id': () => detail() });
    expect(await screen.findByRole('navigation', { name: 'Desks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Collections' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });
});
