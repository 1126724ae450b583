import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { dashboardData } from '../test/fixtures';
import { renderDesk } from '../test/render-desk';
import { filteredPath } from '../ui/filtered-path';

afterEach(() => sessionStore.clear());

const EMPTY = { items: [], nextCursor: null };

describe('the dashboard', () => {
  it('shows today’s money, the queues with their age, stuck payments and PAR 30, each linking to its desk', async () => {
    renderDesk('/dashboard', ['finance'], { 'GET /dashboard': () => dashboardData(), 'GET /payments': () => EMPTY });
    const disbursed = await screen.findByRole('region', { name: 'Disbursed today' });
    expect(disbursed).toHaveTextContent('K12,500.00');
    expect(disbursed).toHaveTextContent('9 loans paid out');
    expect(screen.getByRole('region', { name: 'Collected today' })).toHaveTextContent('K3,480.50');
    const approvals = screen.getByRole('region', { name: 'Approvals waiting' });
    expect(approvals).toHaveTextContent('2');
    expect(approvals).toHaveTextContent('Oldest waiting 3 h 5 min');
    expect(within(approvals).getByRole('link')).toHaveAttribute('href', '/approvals');
    const stuck = screen.getByRole('region', { name: 'Payments stuck' });
    expect(stuck).toHaveTextContent('Oldest waiting 50 min; 1 resolution by hand flagged');
    expect(within(stuck).getByRole('link', { name: 'Open the payments desk' })).toHaveAttribute('href', filteredPath('payments', { state: 'stuck' }));
    const par = screen.getByRole('region', { name: 'PAR 30' });
    expect(par).toHaveTextContent('12.5%');
    expect(par).toHaveTextContent('K500.00 of K4,000.00 outstanding principal');
    expect(screen.getByText('Figures for 2026-11-25 (Lusaka time).')).toBeInTheDocument();
  });

  it('follows the stuck payments link to the payments desk with that filter', async () => {
    const { api } = renderDesk('/dashboard', ['finance'], { 'GET /dashboard': () => dashboardData(), 'GET /payments': () => EMPTY });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Open the payments desk' }));
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(api.calls('GET /payments')[0]!.query).toMatchObject({ state: 'stuck' });
  });

  it('links only to the desks the role may open (risk reads the figures, not the payments desk)', async () => {
    renderDesk('/dashboard', ['risk'], { 'GET /dashboard': () => dashboardData() });
    const stuck = await screen.findByRole('region', { name: 'Payments stuck' });
    expect(within(stuck).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Approvals waiting' })).getByRole('link')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    renderDesk('/dashboard', ['admin'], {
      'GET /dashboard': () => {
        throw new Refusal(500, 'The database is not answering');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
  });
});
