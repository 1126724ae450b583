import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '../auth/session-store';
import { auditEntry } from '../test/fixtures';
import { expectFilterRefused, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { auditFormOf, auditQueryOf, csvHref, NO_FILTERS } from './audit-filters';

afterEach(() => sessionStore.clear());

describe('the audit filters', () => {
  it('sends whole UTC days, the last one included, and leaves empty fields out', () => {
    expect(auditQueryOf({ ...NO_FILTERS, actor: ' risk@pocket.test ', from: '2026-11-01', until: '2026-11-25' })).toEqual({
      actor: 'risk@pocket.test',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-26T00:00:00.000Z',
    });
    expect(auditQueryOf(NO_FILTERS)).toEqual({});
  });

  it('gives the form back from the address’s query: the days sent, the last one included', () => {
    const form = { ...NO_FILTERS, actor: 'risk@pocket.test', entityId: '42', from: '2026-11-01', until: '2026-11-25' };
    expect(auditFormOf(auditQueryOf(form))).toEqual(form);
    expect(auditFormOf({ from: '2026-11-01T10:30:00.000Z', to: '2026-11-03T12:00:00.000Z' })).toEqual({ ...NO_FILTERS, from: '2026-11-01', until: '2026-11-03' });
    expect(auditFormOf({ from: 'yesterday' })).toEqual(NO_FILTERS);
  });

  it('exports the same filters as CSV', () => {
    expect(csvHref({ action: 'borrower.reveal' })).toBe('/api/staff/audit.csv?action=borrower.reveal');
    expect(csvHref({})).toBe('/api/staff/audit.csv');
  });
});

describe('the audit desk', () => {
  it('shows the rows newest first, filters on the server and pages by cursor', async () => {
    const user = userEvent.setup();
    const { api, location } = renderDesk('/audit', ['admin'], {
      'GET /audit': ({ query }) => {
        if (query.action === 'borrower.reveal') return { items: [auditEntry(9, { action: 'borrower.reveal', entity: 'borrower', entityId: '42', reason: 'customer called about a payment' })], nextCursor: null };
        return query.cursor === 'next' ? { items: [auditEntry(1)], nextCursor: null } : { items: [auditEntry(3), auditEntry(2)], nextCursor: 'next' };
      },
    });
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(3);
    expect(api.calls('GET /audit').at(-1)!.query).toMatchObject({ cursor: 'next' });

    await submit(user, { 'Action': 'borrower.reveal' }, 'Apply filters');
    expect(await screen.findByText('customer called about a payment')).toBeInTheDocument();
    expect(screen.getAllByTestId('audit-row')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/audit.csv?action=borrower.reveal');
    // The filters applied are in the address (Refine's useTable), so a filtered audit is shared by link.
    expect(location()).toBe('/audit?filters[0][field]=action&filters[0][operator]=eq&filters[0][value]=borrower.reveal');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // Back to the unfiltered list, with the page loaded before.
    await waitFor(() => expect(screen.queryByText('customer called about a payment')).toBeNull());
    expect(screen.getAllByTestId('audit-row')).toHaveLength(3);
    expect(location()).toBe('/audit');
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('takes its filters from the address (a shared link): the form shows them and the list and CSV use them', async () => {
    const at = (i: number, field: string, value: string) => `filters[${i}][field]=${field}&filters[${i}][operator]=eq&filters[${i}][value]=${encodeURIComponent(value)}`;
    const { api } = renderDesk(`/audit?${at(0, 'actor', 'risk@pocket.test')}&${at(1, 'from', '2026-11-01T00:00:00.000Z')}&${at(2, 'to', '2026-11-26T00:00:00.000Z')}`, ['admin'], {
      'GET /audit': () => ({ items: [auditEntry(4, { reason: 'the linked row' })], nextCursor: null }),
    });
    expect(await screen.findByText('the linked row')).toBeInTheDocument();
    expect(api.calls('GET /audit').map((call) => call.query)).toEqual([{ actor: 'risk@pocket.test', from: '2026-11-01T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z', limit: expect.anything() }]);
    expect(screen.getByLabelText('Staff e-mail')).toHaveValue('risk@pocket.test');
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Until (UTC day, included)')).toHaveValue('2026-11-25');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/staff/audit.csv?actor=risk%40pocket.test&from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-26T00%3A00%3A00.000Z');
  });

  it('refuses a filter in the address that the audit does not take, naming it, without asking the server', async () => {
    await expectFilterRefused('/audit?filters[0][field]=ip&filters[0][operator]=eq&filters[0][value]=10.0.0.7', ['admin'], 'GET /audit', 'The audit list cannot be filtered by ip');
  });

  it('checks the hash chain and says where it breaks', async () => {
    const user = userEvent.setup();
    let ok = true;
    renderDesk('/audit', ['admin'], {
      'GET /audit': () => ({ items: [], nextCursor: null }),
      'GET /audit/verify': () => ({
        ok,
        rows: 120,
        brokenAt: ok ? null : 57,
        breaks: ok ? [] : [{ kind: 'link', id: 57, message: 'Row 57 does not follow row 55: a row before it is missing or was changed', expected: null, found: null }],
        breakCount: ok ? 0 : 1,
        expected: { rows: 118, headId: 118, headHash: 'a'.repeat(64), at: '2026-11-29T08:00:00.000Z' },
        found: { rows: 120, headId: 120, headHash: 'b'.repeat(64) },
        checkpoints: 3,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Check the chain' }));
    expect(await screen.findByText('Chain intact: 120 rows, each following the one before.')).toBeInTheDocument();
    ok = false;
    await user.click(screen.getByRole('button', { name: 'Check the chain' }));
    expect(await screen.findByText(/Chain broken at row 57 \(of 120\): 1 break;/)).toBeInTheDocument();
    expect(screen.getByText('Row 57 does not follow row 55: a row before it is missing or was changed')).toBeInTheDocument();
    expect(screen.getByText(/Last checkpoint 2026-11-29T08:00:00.000Z: 118 rows up to row 118/)).toBeInTheDocument();
  });
});
