import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { APPROVAL_MESSAGES } from '@pocket/contracts/api/staff';
import type { Approval } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { approval } from '../test/fixtures';
import { expectFilterRefused, fillIn, refill, refusedUnsent } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const ME = 1;

function desk(items: Approval[], extra = {}) {
  return renderDesk('/approvals', ['admin'], { 'GET /approvals': ({ query }) => ({ items: items.filter((a) => a.status === (query.status ?? a.status)), nextCursor: null }), ...extra }, ME);
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the approvals desk', () => {
  it('offers approve and reject on someone else’s request, and nothing to press on your own', async () => {
    desk([approval({ id: 1, reason: 'theirs', requestedBy: { id: 2, email: 'admin2@pocket.test' } }), approval({ id: 2, reason: 'mine', requestedBy: { id: ME, email: 'admin@pocket.test' } })]);
    const theirs = await rowOf('theirs');
    expect(within(theirs).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    const mine = await rowOf('mine');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Your request: another person checks it.')).toBeInTheDocument();
  });

  it('offers nothing to press on a role grant or a reset about you, whoever asked (issue 42: the server refuses too)', async () => {
    desk([
      approval({ id: 4, kind: 'role.grant', payload: { staffId: ME, role: 'finance' }, reason: 'grant about me', requestedBy: { id: 2, email: 'admin2@pocket.test' } }),
      approval({ id: 5, kind: 'staff.reset', payload: { staffId: ME }, reason: 'reset about me', requestedBy: { id: 2, email: 'admin2@pocket.test' } }),
      approval({ id: 6, kind: 'staff.reset', payload: { staffId: 9 }, reason: 'reset of another', requestedBy: { id: 2, email: 'admin2@pocket.test' } }),
    ]);
    for (const text of ['grant about me', 'reset about me']) {
      const row = await rowOf(text);
      expect(within(row).queryByRole('button')).toBeNull();
      expect(within(row).getByText('About you: another admin checks it.')).toBeInTheDocument();
    }
    expect(within(await rowOf('reset of another')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('approves a request and shows it gone from the waiting list', async () => {
    const user = userEvent.setup();
    let current = approval({ id: 3, reason: 'grant risk' });
    const { api } = desk([], {
      'GET /approvals': ({ query }: { query: Record<string, string> }) => ({ items: current.status === query.status ? [current] : [], nextCursor: null }),
      'POST /approvals/:id/approve': () => (current = { ...current, status: 'approved', decidedBy: { id: ME, email: 'admin@pocket.test' }, decidedAt: '2026-11-25T12:00:00.000Z' }),
    });
    await user.click(within(await rowOf('grant risk')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No requested requests.')).toBeInTheDocument();
    expect(api.calls('POST /approvals/:id/approve')[0]).toMatchObject({ params: { id: '3' }, csrf: api.csrfToken });
    await fillIn(user, { 'Status': 'approved' });
    expect(await screen.findByText(/approved by admin@pocket.test/)).toBeInTheDocument();
  });

  it('takes the status from the address (a shared link) and puts a status chosen there', async () => {
    const user = userEvent.setup();
    const at = (status: string) => `filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=${status}`;
    const { api, location } = renderDesk(`/approvals?${at('approved')}`, ['admin'], {
      'GET /approvals': ({ query }) => ({ items: [approval({ id: 7, status: query.status as Approval['status'], reason: `a ${query.status} one` })], nextCursor: null }),
    });
    expect(await screen.findByText('a approved one')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
    expect(api.calls('GET /approvals').map((call) => call.query.status)).toEqual(['approved']);
    await fillIn(user, { 'Status': 'rejected' });
    expect(await screen.findByText('a rejected one')).toBeInTheDocument();
    expect(location()).toContain(`/approvals?${at('rejected')}`);
  });

  it('refuses a filter in the address that the list does not take, naming it, without asking the server', async () => {
    await expectFilterRefused('/approvals?filters[0][field]=amount&filters[0][operator]=eq&filters[0][value]=5', ['admin'], 'GET /approvals', 'The approvals list cannot be filtered by amount');
  });

  it('rejects with the reason as the call\'s schema (rejectBody) makes it, and sends nothing it refuses', async () => {
    const user = userEvent.setup();
    const { api } = desk([approval({ id: 4, reason: 'grant finance' })], {
      'POST /approvals/:id/reject': ({ body }: { body: { reason: string } }) => approval({ id: 4, status: 'rejected', decisionNote: body.reason }),
    });
    await user.click(within(await rowOf('grant finance')).getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason (kept in the audit)'), ' no ');
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await refusedUnsent(api, 'POST /approvals/:id/reject', 'Reason: must say why (at least 3 characters)');
    await refill(user, { 'Reason (kept in the audit)': '  not in the finance team ' });
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await screen.findByText('grant finance');
    expect(api.calls('POST /approvals/:id/reject')[0]!.body).toEqual({ reason: 'not in the finance team' });
  });

  it('shows the server’s refusal (the server is the guard)', async () => {
    const user = userEvent.setup();
    desk([approval({ id: 5, reason: 'grant admin' })], {
      'POST /approvals/:id/approve': () => {
        throw new Refusal(403, APPROVAL_MESSAGES.ownRequest);
      },
    });
    await user.click(within(await rowOf('grant admin')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot check your own request');
  });
});
