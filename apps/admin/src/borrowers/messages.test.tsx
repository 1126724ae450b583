import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { RESEND_MESSAGES } from '@pocket/contracts/api/staff';
import type { DeskMessage, StaffRole } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { borrowerPage } from '../test/fixtures';
import { submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { resendOutcome } from './borrower-messages';

afterEach(() => sessionStore.clear());

const message = (id: number, overrides: Partial<DeskMessage> = {}): DeskMessage => ({
  id,
  event: 'payment.received',
  kind: 'receipt',
  status: 'SENT',
  phone: '096****210',
  body: `Pocket: we received K500.00 (message ${id}).`,
  attempts: 1,
  lastError: null,
  deliveryStatus: 'Success',
  resendOf: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  sendAfter: '2026-11-20T08:00:00.000Z',
  sentAt: '2026-11-20T08:00:05.000Z',
  ...overrides,
});

function borrowerWithMessages(roles: StaffRole[]) {
  const items = [message(7, { status: 'FAILED', lastError: 'Gateway timed out', deliveryStatus: null }), message(5)];
  return renderDesk('/borrowers/42', roles, {
    'GET /borrowers/:uid': ({ params }) => borrowerPage(Number(params.uid)),
    'GET /borrowers/:uid/messages': () => ({ items }),
    'POST /borrowers/:uid/messages/:id/resend': ({ params }) => {
      if (params.id === '5') throw new Refusal(409, RESEND_MESSAGES.again);
      const copy = message(9, { status: 'QUEUED', resendOf: Number(params.id), sentAt: null, deliveryStatus: null });
      items.unshift(copy);
      return { id: 9, status: 'QUEUED', sendAfter: new Date(Date.now() - 1000).toISOString(), note: null };
    },
  });
}

describe('the borrower\'s messages', () => {
  it('support sees the messages with their state and resends one with a reason; a refusal is shown in the server\'s words', async () => {
    const user = userEvent.setup();
    const { api } = borrowerWithMessages(['support']);
    const section = await screen.findByRole('region', { name: 'Messages' });
    const failed = (await within(section).findByText('Gateway timed out')).closest('tr')!;
    await user.click(await within(failed).findByRole('button', { name: 'Resend message 7' }));
    await submit(user, { 'Reason (kept in the audit)': 'borrower asked again' }, 'Resend');
    expect(await screen.findByText('Queued again: it goes now.')).toBeInTheDocument();
    expect(api.calls('POST /borrowers/:uid/messages/:id/resend')[0]).toMatchObject({ params: { uid: '42', id: '7' }, body: { reason: 'borrower asked again' }, csrf: api.csrfToken });
    // The copy shows because Refine fetches the borrower's messages again (useRefreshAfter), not by a refetch by hand.
    expect(await within(section).findByText('payment.received (resend of #7)')).toBeInTheDocument();
    expect(api.calls('GET /borrowers/:uid/messages').at(-1)).toMatchObject({ params: { uid: '42' }, query: {} });

    const sent = within(section).getByText('Pocket: we received K500.00 (message 5).').closest('tr')!;
    await user.click(await within(sent).findByRole('button', { name: 'Resend message 5' }));
    await submit(user, { 'Reason (kept in the audit)': 'and this one' }, 'Resend');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESEND_MESSAGES.again);
  });

  it('risk reads the messages but has no resend button', async () => {
    borrowerWithMessages(['risk']);
    const section = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(section).findByText('Gateway timed out')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('says when quiet hours hold a resend, and why conduct refused one', () => {
    const later = new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString();
    expect(resendOutcome({ id: 1, status: 'QUEUED', sendAfter: later, note: null })).toMatch(/^Queued again: it goes at .+ \(quiet hours\)\.$/);
    expect(resendOutcome({ id: 1, status: 'SKIPPED', sendAfter: later, note: 'Cap: one reminder a day per loan' })).toBe('Not sent: Cap: one reminder a day per loan.');
  });
});
