import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffRole } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const EMPTY = { items: [], nextCursor: null };
const handlers = { 'GET /approvals': () => EMPTY, 'GET /borrowers': () => EMPTY, 'GET /staff': () => EMPTY, 'GET /audit': () => EMPTY };

async function menuOf(roles: StaffRole[]) {
  renderDesk('/approvals', roles, handlers);
  const nav = await screen.findByRole('navigation', { name: 'Desks' });
  await within(nav).findByRole('link', { name: 'Approvals' });
  return within(nav).getAllByRole('link').map((link) => link.textContent);
}

describe('the layout', () => {
  it.each([
    [['collections'], ['Collections', 'Collections reports', 'Approvals']],
    [['admin'], ['Dashboard', 'Credit policy', 'Books', 'Collections', 'Collections reports', 'Approvals', 'Staff', 'Loan products', 'Phones and shops', 'VIP cards', 'Borrower texts', 'Audit', 'Security events', 'Reports']],
    [['support'], ['Borrowers', 'Complaints', 'Data corrections', 'Approvals']],
    [['risk'], ['Dashboard', 'Borrowers', 'Data corrections', 'Applications', 'Credit policy', 'KYC review', 'Collections reports', 'Approvals', 'Reports']],
    [['finance'], ['Dashboard', 'Borrowers', 'Payments', 'Reconciliation', 'Adjustments', 'Books', 'Shop payouts', 'Approvals', 'Reports']],
    [['marketing'], ['Approvals', 'Banners', 'Holiday notices', 'Store page', 'Coupon packs', 'Prize wheel', 'Channels', 'Borrower texts']],
    [['shop'], ['Shop desk', 'Approvals']],
    [['admin', 'finance'], ['Dashboard', 'Borrowers', 'Credit policy', 'Payments', 'Reconciliation', 'Adjustments', 'Books', 'Collections', 'Collections reports', 'Shop payouts', 'Approvals', 'Staff', 'Loan products', 'Phones and shops', 'VIP cards', 'Borrower texts', 'Audit', 'Security events', 'Reports']],
  ] as [StaffRole[], string[]][])('shows %j the menu %j', async (roles, menu) => {
    expect(await menuOf(roles)).toEqual(menu);
  });

  it('says who is signed in, with the roles', async () => {
    renderDesk('/approvals', ['risk'], handlers);
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('risk@pocket.test');
    expect(screen.getByTestId('signed-in-as')).toHaveTextContent('risk');
  });

  it('shows a desk the role may not open as such, not as a page of errors', async () => {
    renderDesk('/audit', ['support'], handlers);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });

  it('signs out through the server and returns to the sign-in form', async () => {
    const { api } = renderDesk('/approvals', ['admin'], handlers);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument();
    expect(api.calls('DELETE /session')).toHaveLength(1);
  });
});
