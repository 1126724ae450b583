import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { REVEAL_MESSAGES } from '@pocket/contracts/api/staff';
import type { StaffRole } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import type { FakeRequest } from '../test/fake-staff-api';
import { borrowerItem, borrowerPage } from '../test/fixtures';
import { openDesk, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk, reopenDesk } from '../test/render-desk';
import { filteredPath } from '../ui/filtered-path';

afterEach(() => sessionStore.clear());

const noMessages = () => ({ items: [] });
const page = (roles: StaffRole[], extra = {}) =>
  renderDesk('/borrowers/42', roles, { 'GET /borrowers/:uid': ({ params }) => borrowerPage(Number(params.uid)), 'GET /borrowers/:uid/messages': noMessages, ...extra });

describe('the borrowers desk', () => {
  it('finds borrowers by what is typed and shows them masked', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/borrowers', ['support'], {
      'GET /borrowers': () => ({ items: [borrowerItem(42)], nextCursor: null }),
      'GET /borrowers/:uid': ({ params }) => borrowerPage(Number(params.uid)),
      'GET /borrowers/:uid/messages': noMessages,
    });
    await user.type(await screen.findByLabelText('Phone, name, NRC or order id'), '0961234210');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = await screen.findByTestId('borrower-result');
    expect(within(row).getByText('096****210')).toBeInTheDocument();
    expect(within(row).getByText('J*** B****')).toBeInTheDocument();
    expect(api.calls('GET /borrowers')[0]!.query).toMatchObject({ q: '0961234210' });
    await user.click(within(row).getByRole('link', { name: 'Open borrower 42' }));
    expect(await screen.findByRole('heading', { name: 'Borrower 42' })).toBeInTheDocument();
  });

  it('keeps the search in the address, and a page opened at such an address shows the same borrowers', async () => {
    const user = userEvent.setup();
    const handlers = { 'GET /borrowers': () => ({ items: [borrowerItem(42)], nextCursor: null }) };
    const first = renderDesk('/borrowers', ['support'], handlers);
    await user.type(await screen.findByLabelText('Phone, name, NRC or order id'), '0961234210');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(first.location()).toBe('/borrowers?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=0961234210'));
    const { api } = reopenDesk(first, ['support'], handlers);
    expect(within(await screen.findByTestId('borrower-result')).getByText('096****210')).toBeInTheDocument();
    expect(api.calls('GET /borrowers').map((call) => call.query.q)).toEqual(['0961234210']);
    expect(screen.getByLabelText('Phone, name, NRC or order id')).toHaveValue('0961234210');
  });

  it('asks for something to search for before searching', async () => {
    const { user, api } = await openDesk('/borrowers', ['risk'], {});
    await user.type(await screen.findByLabelText('Phone, name, NRC or order id'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await refusedUnsent(api, 'GET /borrowers', 'Type a phone, a name, an NRC or an order id.');
  });

  it('lists the credit policy\'s decisions on the borrower\'s applications, with why', async () => {
    renderDesk('/borrowers/42', ['risk'], {
      'GET /borrowers/:uid': () => ({
        ...borrowerPage(42),
        creditDecisions: [{ at: '2026-11-20T08:00:00.000Z', policyVersion: 2, outcome: 'refused', amount: 50_000, orderId: null, score: null, limit: 50_000, why: 'rule:new-account: accountAgeDays 3: refused when below 30' }],
      }),
    });
    const decisions = await screen.findByRole('region', { name: 'Credit decisions' });
    expect(within(decisions).getAllByRole('row')[1]).toHaveTextContent('rule:new-account: accountAgeDays 3: refused when below 30');
  });

  it('reveals a field only with a reason, and shows the clear value', async () => {
    const user = userEvent.setup();
    const { api } = page(['support'], { 'POST /borrowers/:uid/reveal': () => ({ field: 'phone', value: '0961234210' }) });
    await user.click(await screen.findByRole('button', { name: 'Reveal phone' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await refusedUnsent(api, 'POST /borrowers/:uid/reveal', 'at least 3 characters');
    await submit(user, { 'Reason (kept in the audit)': 'borrower called to confirm the number' }, 'Reveal');
    expect(await screen.findByTestId('revealed-phone')).toHaveTextContent('0961234210');
    expect(api.calls('POST /borrowers/:uid/reveal')[0]).toMatchObject({
      params: { uid: '42' },
      body: { field: 'phone', reason: 'borrower called to confirm the number' },
      csrf: api.csrfToken,
    });
  });

  it('asks a reveal\'s reason in real words or a ticket reference before asking the server, and shows the hourly cap\'s refusal', async () => {
    const user = userEvent.setup();
    let capped = false;
    const { api } = page(['support'], {
      'POST /borrowers/:uid/reveal': () => {
        if (capped) throw new Refusal(429, REVEAL_MESSAGES.capped(30, 42));
        capped = true;
        return { field: 'phone', value: '0961234210' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reveal phone' }));
    expect(screen.getByText(/at least 3 words, or give the ticket reference/)).toBeInTheDocument();
    await submit(user, { 'Reason (kept in the audit)': 'abc\u200B def' }, 'Reveal');
    await refusedUnsent(api, 'POST /borrowers/:uid/reveal', 'Say why in at least 3 words, or give a ticket reference such as TCK-123');
    await resubmit(user, { 'Reason (kept in the audit)': 'TCK-123' }, 'Reveal');
    expect(await screen.findByTestId('revealed-phone')).toHaveTextContent('0961234210');
    await user.click(screen.getByRole('button', { name: 'Reveal name' }));
    await submit(user, { 'Reason (kept in the audit)': 'TCK-124 name check' }, 'Reveal');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have revealed 30 fields in the last hour, the most allowed. Try again in 42 min');
  });

  it('offers support the phone and name reveals but not the NRC, photos or block', async () => {
    page(['support']);
    expect(await screen.findByRole('button', { name: 'Reveal phone' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reveal name' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reset trusted devices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal NRC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal KYC photos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('lets risk reveal the NRC and block with a reason; the page then shows the borrower blocked', async () => {
    const user = userEvent.setup();
    let blocked = false;
    const { api } = page(['risk'], {
      'GET /borrowers/:uid': ({ params }: { params: Record<string, string> }) => borrowerPage(Number(params.uid), blocked),
      'POST /borrowers/:uid/block': () => ((blocked = true), { uid: 42, blocked: true }),
    });
    expect(await screen.findByRole('button', { name: 'Reveal NRC' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await submit(user, { 'Reason (kept in the audit)': 'same NRC on three accounts' }, 'Confirm');
    expect(await screen.findByText('Block this borrower: done.')).toBeInTheDocument();
    expect(api.calls('POST /borrowers/:uid/block')[0]!.body).toEqual({ reason: 'same NRC on three accounts' });
    // Refine fetched the borrower again (the action invalidated the resource): Unblock is offered now.
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('shows revealed photos as images, or their references when the server names uploads', async () => {
    const user = userEvent.setup();
    let answer = JSON.stringify(['/api/staff/uploads/1.jpg', '/api/staff/uploads/2.jpg']);
    page(['risk'], { 'POST /borrowers/:uid/reveal': () => ({ field: 'photos', value: answer }) });
    await user.click(await screen.findByRole('button', { name: 'Reveal KYC photos' }));
    await submit(user, { 'Reason (kept in the audit)': 'face check for a KYC case' }, 'Reveal');
    expect(await screen.findByRole('img', { name: 'KYC photo 2' })).toHaveAttribute('src', '/api/staff/uploads/2.jpg');
    cleanup();
    answer = JSON.stringify({ nrcFront: 12, nrcBack: 13 });
    page(['risk'], { 'POST /borrowers/:uid/reveal': () => ({ field: 'photos', value: answer }) });
    await user.click(await screen.findByRole('button', { name: 'Reveal KYC photos' }));
    await submit(user, { 'Reason (kept in the audit)': 'face check for a KYC case' }, 'Reveal');
    expect(await screen.findByTestId('revealed-photos')).toHaveTextContent('nrcFront: 12, nrcBack: 13');
  });

  it('shows the server’s refusal of a reveal', async () => {
    const user = userEvent.setup();
    page(['support'], { 'POST /borrowers/:uid/reveal': () => { throw new Refusal(403, 'Your role may not do this'); } });
    await user.click(await screen.findByRole('button', { name: 'Reveal name' }));
    await submit(user, { 'Reason (kept in the audit)': 'checking a complaint today' }, 'Reveal');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this');
  });

  it('links finance to the borrower’s adjustments: that desk at the borrower’s address, which opens them', async () => {
    const user = userEvent.setup();
    const { api, location } = page(['finance'], { 'GET /adjustments/borrowers/:uid': ({ params }: FakeRequest) => ({ uid: Number(params.uid), credit: 2_050, loans: [], requests: [] }) });
    const link = await screen.findByRole('link', { name: 'Adjustments: refund, waive, write off, extend' });
    expect(link).toHaveAttribute('href', filteredPath('adjustments', { uid: 42 }));
    await user.click(link);
    expect(await screen.findByTestId('borrower-credit')).toHaveTextContent('K20.50');
    expect(api.calls('GET /adjustments/borrowers/:uid')[0]!.params).toEqual({ uid: '42' });
    expect(location()).toBe(filteredPath('adjustments', { uid: 42 }));
  });

  it('shows the borrower’s history sections', async () => {
    page(['finance']);
    expect(await screen.findByRole('region', { name: 'Loans' })).toHaveTextContent('P1001');
    expect(screen.getByRole('region', { name: 'Sign-ins' })).toHaveTextContent('10.0.0.1');
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('None.');
  });
});
