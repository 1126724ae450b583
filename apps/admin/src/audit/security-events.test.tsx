import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { SecurityEvent } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { expectFilterRefused } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const event = (id: number, kind: string, overrides: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id,
  kind,
  detail: '',
  ip: '',
  subject: '',
  windowStart: '2026-11-28T08:00:00.000Z',
  count: 1,
  alert: true,
  firstAt: '2026-11-28T08:01:00.000Z',
  lastAt: '2026-11-28T08:40:00.000Z',
  ...overrides,
});

describe('security events (admin)', () => {
  it('lists the alerts first: an attack on an account, on an address, a bulk reveal; all events on request', async () => {
    const user = userEvent.setup();
    const { api, location } = renderDesk('/security-events', ['admin'], {
      'GET /security-events': ({ query }) =>
        query.alerts === 'true'
          ? { items: [event(3, 'sign-in.account-slowed', { subject: 'risk@pocket.test', count: 4 }), event(2, 'reveal.bulk', { subject: 'support@pocket.test', ip: '10.0.0.9', count: 11 })], nextCursor: null }
          : { items: [event(1, 'sign-in.refused', { alert: false, detail: 'wrong password', ip: '10.0.0.7', subject: 'risk@pocket.test', count: 3 })], nextCursor: null },
    });
    expect(await screen.findByText('Wrong sign-ins for one account from unknown devices: guesses now wait')).toBeInTheDocument();
    expect(screen.getByText('Many reveals of personal data by one staff member')).toBeInTheDocument();
    expect(screen.getAllByTestId('security-event')).toHaveLength(2);
    await user.click(screen.getByLabelText('Alerts only'));
    expect(await screen.findByText('wrong password')).toBeInTheDocument();
    expect(api.calls('GET /security-events').at(-1)!.query).toMatchObject({ alerts: 'false' });
    // The choice is in the address (Refine's useTable), so a link to every event stays one.
    expect(location()).toBe('/security-events?filters[0][field]=alerts&filters[0][operator]=eq&filters[0][value]=false');
  });

  it('takes "every event" from the address (a shared link), and alerts only again when ticked', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/security-events?filters[0][field]=alerts&filters[0][operator]=eq&filters[0][value]=false', ['admin'], {
      'GET /security-events': ({ query }) => ({ items: [event(query.alerts === 'true' ? 2 : 1, 'reveal.bulk', { detail: `alerts=${query.alerts}` })], nextCursor: null }),
    });
    expect(await screen.findByText('alerts=false')).toBeInTheDocument();
    expect(screen.getByLabelText('Alerts only')).not.toBeChecked();
    expect(api.calls('GET /security-events').map((call) => call.query.alerts)).toEqual(['false']);
    await user.click(screen.getByLabelText('Alerts only'));
    expect(await screen.findByText('alerts=true')).toBeInTheDocument();
    expect(screen.getByLabelText('Alerts only')).toBeChecked();
  });

  it('refuses a filter in the address that the list does not take, naming it, without asking the server', async () => {
    await expectFilterRefused('/security-events?filters[0][field]=kind&filters[0][operator]=eq&filters[0][value]=reveal.bulk', ['admin'], 'GET /security-events', 'The security-events list cannot be filtered by kind');
  });

  it('is in admin\'s menu only', async () => {
    renderDesk('/security-events', ['support'], { 'GET /borrowers': () => ({ items: [], nextCursor: null }) });
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Security events' })).toBeNull();
  });
});
