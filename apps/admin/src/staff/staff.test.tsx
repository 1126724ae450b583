import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffAccount } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { fillIn, openDesk, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const account = (id: number, email: string, overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id,
  email,
  name: `Person ${id}`,
  roles: ['support'],
  disabled: false,
  enrolled: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

describe('the staff desk', () => {
  it('lists the accounts with their roles and state, page after page', async () => {
    const user = userEvent.setup();
    renderDesk('/staff', ['admin'], {
      'GET /staff': ({ query }) =>
        query.cursor === 'p2'
          ? { items: [account(3, 'c@pocket.test', { disabled: true, roles: [] })], nextCursor: null }
          : { items: [account(1, 'a@pocket.test'), account(2, 'b@pocket.test', { roles: ['risk', 'finance'] })], nextCursor: 'p2' },
    });
    expect(await screen.findByText('a@pocket.test')).toBeInTheDocument();
    expect(screen.getByText('risk, finance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const row = (await screen.findByText('c@pocket.test')).closest('tr')!;
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('adds a staff member with roles: the link goes to their e-mail, each role is a request; no password or secret is shown', async () => {
    const user = userEvent.setup();
    const { api, location } = renderDesk('/staff', ['admin'], {
      'POST /staff': () => ({ id: 12, email: 'new@pocket.test', enrolmentExpiresAt: '2026-11-23T08:00:00.000Z' }),
      'POST /approvals': () => ({ id: 40, status: 'requested' }),
      'GET /staff': () => ({ items: [account(12, 'new@pocket.test', { roles: [], enrolled: false })], nextCursor: null }),
    });
    // The staff resource's create route, as resources.ts declares it (Refine builds the link).
    await user.click(await screen.findByRole('link', { name: 'Add a staff member' }));
    expect(location()).toBe('/staff/create');
    await user.type(await screen.findByLabelText('E-mail'), 'new@pocket.test');
    await user.type(screen.getByLabelText('Name'), 'New Person');
    await user.click(screen.getByLabelText('risk'));
    await user.click(screen.getByLabelText('finance'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('An enrolment link went to new@pocket.test');
    expect(screen.getByText(/Roles requested: risk, finance/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/password:|secret:/i);
    expect(api.calls('POST /staff')[0]!.body).toEqual({ email: 'new@pocket.test', name: 'New Person' });
    expect(api.calls('POST /approvals').map((c) => c.body)).toEqual([
      { kind: 'role.grant', payload: { staffId: 12, role: 'risk' }, reason: 'New member new@pocket.test joins as risk' },
      { kind: 'role.grant', payload: { staffId: 12, role: 'finance' }, reason: 'New member new@pocket.test joins as finance' },
    ]);
    // The staff list's route as resources.ts declares it (routeOf), as the Cancel link below.
    await user.click(screen.getByRole('link', { name: 'Back to the staff list' }));
    expect(location()).toBe('/staff');
    const row = (await screen.findByText('new@pocket.test')).closest('tr')!;
    expect(within(row).getByText('Waiting for enrolment')).toBeInTheDocument();
  });

  it('checks the add with the create call’s own schema before asking the server (Refine’s useForm sends it after)', async () => {
    const { user, api } = await openDesk('/staff/create', ['admin'], { 'POST /staff': () => ({ id: 13, email: 'x@pocket.test', enrolmentExpiresAt: '2026-11-23T08:00:00.000Z' }) });
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await submit(user, { 'Name': 'Someone' }, 'Add');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the new staff member’s e-mail address.');
    await resubmit(user, { 'E-mail': 'x@pocket.test', 'Name': 'a'.repeat(101) }, 'Add');
    await refusedUnsent(api, 'POST /staff', 'Name: must be at most 100 characters');
    await resubmit(user, { 'Name': '  Some One  ' }, 'Add');
    expect(await screen.findByRole('status')).toHaveTextContent('An enrolment link went to x@pocket.test');
    // The schema's trimmed name is what goes.
    expect(api.calls('POST /staff')[0]!.body).toEqual({ email: 'x@pocket.test', name: 'Some One' });
  });

  it('refuses an add without an e-mail before asking the server', async () => {
    const { api } = renderDesk('/staff/create', ['admin'], {});
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add' }));
    await refusedUnsent(api, 'POST /staff', 'e-mail address');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/staff');
  });

  it('disables an account with a reason, and asks for one', async () => {
    const user = userEvent.setup();
    let disabled = false;
    const { api } = renderDesk('/staff', ['admin'], {
      'GET /staff': () => ({ items: [account(4, 'leaver@pocket.test', { disabled })], nextCursor: null }),
      'POST /staff/:id/disable': ({ params }) => ((disabled = true), { id: Number(params.id), disabled: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(screen.getAllByRole('button', { name: 'Disable' }).at(-1)!);
    // The disable call's schema (disableStaffBody) refuses, naming the field, and nothing is sent.
    await refusedUnsent(api, 'POST /staff/:id/disable', 'Reason: must say why (at least 3 characters)');
    await user.type(screen.getByLabelText('Reason (kept in the audit)'), ' left Pocket on Friday ');
    await user.click(screen.getAllByRole('button', { name: 'Disable' }).at(-1)!);
    expect(await screen.findByText('Disabled')).toBeInTheDocument();
    expect(api.calls('POST /staff/:id/disable')[0]).toMatchObject({ params: { id: '4' }, body: { reason: 'left Pocket on Friday' }, csrf: api.csrfToken });
  });

  it('requests a role as a maker-checker request, not a change', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/staff', ['admin'], {
      'GET /staff': () => ({ items: [account(5, 'new-risk@pocket.test', { roles: [] })], nextCursor: null }),
      'POST /approvals': () => ({ id: 30, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request a role' }));
    await fillIn(user, { 'Role to grant new-risk@pocket.test': 'risk' });
    // The approvals call's schema with the role.grant payload refuses, naming the field, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await refusedUnsent(api, 'POST /approvals', 'Reason: must say why (at least 3 characters)');
    await submit(user, { 'Reason (kept in the audit)': 'joins the risk team  ' }, 'Request');
    expect(await screen.findByRole('status')).toHaveTextContent('a second admin approves it');
    expect(api.calls('POST /approvals')[0]!.body).toEqual({ kind: 'role.grant', payload: { staffId: 5, role: 'risk' }, reason: 'joins the risk team' });
  });

  it('requests a reset (a second admin approves it; the member then gets a new enrolment link), for another member or oneself', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk(
      '/staff',
      ['admin'],
      {
        'GET /staff': () => ({ items: [account(7, 'me@pocket.test', { roles: ['admin'] }), account(8, 'lost@pocket.test')], nextCursor: null }),
        'POST /approvals': () => ({ id: 41, status: 'requested' }),
      },
      7,
    );
    const theirs = (await screen.findByText('lost@pocket.test')).closest('tr')!;
    expect(screen.queryByRole('button', { name: /Reset password|Reset TOTP/ })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: 'Request a reset' }));
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 3 characters');
    await submit(user, { 'Reason (kept in the audit)': 'lost the phone' }, 'Request');
    expect(await screen.findByRole('status')).toHaveTextContent('when a second admin approves it, lost@pocket.test gets a new enrolment link');
    expect(api.calls('POST /approvals')[0]).toMatchObject({ body: { kind: 'staff.reset', payload: { staffId: 8 }, reason: 'lost the phone' }, csrf: api.csrfToken });
    const mine = screen.getByText('me@pocket.test').closest('tr')!;
    expect(within(mine).getByRole('button', { name: 'Request a reset' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Disable' })).toBeNull();
  });
});
