import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffComplaint } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { UNANSWERED } from '../test/fixtures';
import { fillIn, openDesk, queueByStatus, refusedUnsent } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const complaint = (overrides: Partial<StaffComplaint> = {}): StaffComplaint => ({
  id: 5,
  reference: 'CMP-000005',
  uid: 42,
  category: 'payment',
  categoryText: 'A payment that did not arrive or went wrong',
  text: 'My K300 left my wallet but the bill did not change.',
  orderId: 12,
  status: 'OPEN',
  createdAt: '2026-11-25T08:00:00.000Z',
  answerBy: '2026-11-27T08:00:00.000Z',
  late: true,
  ...UNANSWERED,
  ...overrides,
});

describe('the complaints desk', () => {
  it('lists waiting complaints with their target time, late ones marked; support answers one and it leaves the queue', async () => {
    let current = complaint();
    const { user, api, location } = await openDesk('/complaints', ['support'], {
      'GET /complaints': queueByStatus(() => current),
      'POST /complaints/:id/answer': ({ body }) => (current = { ...current, status: 'ANSWERED', late: false, answer: (body as { answer: string }).answer, answeredAt: '2026-11-26T09:00:00.000Z', answeredBy: 'support@pocket.test' }),
    });
    const row = (await screen.findByText('CMP-000005')).closest('tr')!;
    expect(within(row).getByText('late')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Borrower 42' })).toHaveAttribute('href', '/borrowers/42');
    await user.click(within(row).getByRole('button', { name: 'Answer' }));
    await user.type(screen.getByLabelText(/^Answer \(the borrower reads it/), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    // The call's own schema (complaintReplyBody) refuses, naming the field; nothing is sent.
    await refusedUnsent(api, 'POST /complaints/:id/answer', 'Answer: must be an answer the borrower can act on (at least 10 characters)');
    await user.type(screen.getByLabelText(/^Answer \(the borrower reads it/), ': we found your payment and applied it.  ');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    // Refine fetches the queue again (the complaints resource invalidated): the answered complaint leaves it.
    expect(await screen.findByText('No complaints waiting.')).toBeInTheDocument();
    // What is sent is the schema's output (the answer trimmed).
    expect(api.calls('POST /complaints/:id/answer')[0]).toMatchObject({ params: { id: '5' }, body: { answer: 'too short: we found your payment and applied it.' }, csrf: api.csrfToken });
    await fillIn(user, { 'Status': 'ANSWERED' });
    expect(await screen.findByText(/Answered by support@pocket.test/)).toBeInTheDocument();
    // The status chosen is in the address (Refine's useTable), so the answered list can be shared by link.
    expect(location()).toContain('filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=ANSWERED');
  });

  it('is not in the menu of a role that does not answer complaints', async () => {
    renderDesk('/complaints', ['risk'], { 'GET /complaints': () => ({ items: [complaint()], nextCursor: null }) });
    expect(await screen.findByRole('navigation', { name: 'Desks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complaints' })).toBeNull();
    expect(screen.queryByText('CMP-000005')).toBeNull();
  });
});
