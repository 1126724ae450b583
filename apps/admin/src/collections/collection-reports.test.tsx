import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { DELINQUENCY_BUCKETS } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { fillIn, openDesk, refusedUnsent, retype, submit } from '../test/form-steps';
import { renderDesk, reopenDesk } from '../test/render-desk';
import { collectionCsvHref, rangeQuery } from './collection-reports-page';

afterEach(() => sessionStore.clear());

const range = { from: '2026-09-01', to: '2026-11-29' };
const HANDLERS = {
  'GET /collections/queue': () => ({ items: [], nextCursor: null }),
  'GET /collections/reports/roll-rates': () => ({ ...range, rows: [{ month: '2026-10', fromBucket: '1-7', toBucket: '8-30', cases: 3, percent: 37.5 }] }),
  'GET /collections/reports/cure': () => ({ ...range, rows: [{ bucket: '1-7', cases: 8, cured: 5, percent: 62.5 }], totals: { cases: 8, cured: 5, percent: 62.5 } }),
  'GET /collections/reports/promises': () => ({
    ...range,
    rows: [{ madeBy: 'borrower', made: 4, due: 3, kept: 2, broken: 1, open: 1, percent: 66.67 }],
    totals: { made: 4, due: 3, kept: 2, broken: 1, open: 1, percent: 66.67 },
  }),
  'GET /collections/ladder': () => ({ steps: [{ bucket: '1-7', day: 1, channel: 'SMS' }, { bucket: '1-7', day: 3, channel: 'SMS' }, { bucket: '1-7', day: 7, channel: 'SMS' }], isDefault: true, approvalId: null, changedAt: null }),
  'GET /collections/buckets': () => ({ buckets: DELINQUENCY_BUCKETS.map((b) => ({ ...b })), personFrom: '8-30' }),
  'POST /approvals': () => ({ id: 41, status: 'requested' }),
  'GET /collections/reports/collected': () => ({ ...range, rows: [{ by: 'agent', name: 'collections@pocket.test', cases: 2, amount: 45_000 }], total: 45_000 }),
  'GET /collections/reports/restructures': () => ({
    ...range,
    rows: [
      {
        day: '2026-10-02', orderId: 31, agentId: 7, agent: 'collections@pocket.test', approvedBy: 'finance@pocket.test', original: 130_000, waived: 10_000, planned: 120_000,
        instalments: 3, instalmentsPaid: 1, paid: 40_000, left: 80_000, nextDue: '2026-12-01', daysLate: 0, state: 'on track',
        schedule: [
          { dueDate: '2026-11-01', amount: 40_000, paid: 40_000, state: 'paid' },
          { dueDate: '2026-12-01', amount: 40_000, paid: 0, state: 'due' },
          { dueDate: '2026-12-31', amount: 40_000, paid: 0, state: 'due' },
        ],
      },
      {
        day: '2026-10-20', orderId: 58, agentId: 7, agent: 'collections@pocket.test', approvedBy: 'finance@pocket.test', original: 50_000, waived: 0, planned: 50_000,
        instalments: 2, instalmentsPaid: 0, paid: 0, left: 50_000, nextDue: '2026-11-19', daysLate: 10, state: 'behind',
        schedule: [
          { dueDate: '2026-11-19', amount: 25_000, paid: 0, state: 'late' },
          { dueDate: '2026-12-19', amount: 25_000, paid: 0, state: 'due' },
        ],
      },
    ],
    totals: { loans: 2, onTrack: 1, behind: 1, completed: 0, broken: 0, original: 180_000, waived: 10_000, planned: 170_000, paid: 40_000, left: 130_000 },
  }),
};

describe('the collections reports page', () => {
  it('the range goes to every report and to its CSV link; empty ends are left to the server', () => {
    expect(rangeQuery({ from: '', to: ' 2026-11-29 ' })).toEqual({ to: '2026-11-29' });
    expect(collectionCsvHref('cure', { from: '2026-09-01' })).toBe('/api/staff/collections/reports/cure?from=2026-09-01&format=csv');
  });

  it('an agent opens it from the queue: roll rates, cure rate, promises kept over due and money collected, each with its CSV', async () => {
    const { user, api } = await openDesk('/collections', ['collections'], HANDLERS);
    await user.click(await screen.findByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { name: 'Collections reports' })).toBeInTheDocument();
    const roll = await screen.findByTestId('collection-report-roll-rates');
    expect(await within(roll).findByText('37.50%')).toBeInTheDocument();
    expect(await within(screen.getByTestId('collection-report-cure')).findByTestId('cure-totals')).toHaveTextContent('All buckets8562.50%');
    expect(await screen.findByTestId('promises-borrower')).toHaveTextContent('the borrower432' + '1166.67%');
    expect(await within(screen.getByTestId('collection-report-collected')).findByText('K450.00 collected from 2026-09-01 to 2026-11-29.')).toBeInTheDocument();
    for (const name of ['roll-rates', 'cure', 'promises', 'collected', 'restructures']) {
      expect(within(screen.getByTestId(`collection-report-${name}`)).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/staff/collections/reports/${name}?format=csv`);
    }
    await submit(user, { 'From (Lusaka day)': '2026-10-01' }, 'Show');
    expect(await within(screen.getByTestId('collection-report-cure')).findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/collections/reports/cure?from=2026-10-01&format=csv');
    await expect.poll(() => api.calls('GET /collections/reports/cure').at(-1)?.query).toEqual({ from: '2026-10-01' });
  });

  it('keeps the range shown in the address, and a page opened at such an address shows the reports over it', async () => {
    const user = userEvent.setup();
    const first = renderDesk('/collections/reports', ['risk'], HANDLERS);
    await screen.findByTestId('collection-report-cure');
    await submit(user, { 'From (Lusaka day)': '2026-10-01' }, 'Show');
    await waitFor(() => expect(first.location()).toBe('/collections/reports?filters[0][field]=from&filters[0][operator]=eq&filters[0][value]=2026-10-01'));
    const { api } = reopenDesk(first, ['risk'], HANDLERS);
    const cure = await screen.findByTestId('collection-report-cure');
    await expect.poll(() => api.calls('GET /collections/reports/cure').map((call) => call.query)).toEqual([{ from: '2026-10-01' }]);
    await expect.poll(() => api.calls('GET /collections/reports/restructures').at(-1)?.query).toEqual({ from: '2026-10-01' });
    expect(within(cure).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/collections/reports/cure?from=2026-10-01&format=csv');
    expect(screen.getByLabelText('From (Lusaka day)')).toHaveValue('2026-10-01');
  });

  it("keeps the restructured loans' day in the address beside the range; a page opened there asks for the plans on that day", async () => {
    const user = userEvent.setup();
    const first = renderDesk('/collections/reports', ['risk'], HANDLERS);
    await screen.findByTestId('collection-report-restructures');
    await user.type(screen.getByLabelText('Plans as they stood at the end of (Lusaka day; empty: today)'), '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Show the plans on that day' }));
    await waitFor(() => expect(first.location()).toBe('/collections/reports?filters[0][field]=on&filters[0][operator]=eq&filters[0][value]=2026-11-05'));
    // A range chosen after keeps the day.
    await user.type(screen.getByLabelText('To (Lusaka day, included)'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(first.location()).toContain('filters[1][field]=on&filters[1][operator]=eq&filters[1][value]=2026-11-05'));
    const { api } = reopenDesk(first, ['risk'], HANDLERS);
    const section = await screen.findByTestId('collection-report-restructures');
    await expect.poll(() => api.calls('GET /collections/reports/restructures').map((call) => call.query)).toEqual([{ to: '2026-10-31', on: '2026-11-05' }]);
    expect(await within(section).findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/collections/reports/restructures?to=2026-10-31&on=2026-11-05&format=csv');
    expect(screen.getByLabelText('Plans as they stood at the end of (Lusaka day; empty: today)')).toHaveValue('2026-11-05');
    // The other reports are over the range only.
    await expect.poll(() => api.calls('GET /collections/reports/cure').map((call) => call.query)).toEqual([{ to: '2026-10-31' }]);
  });

  it('lists the restructured loans: who proposed and approved each plan, what was owed, its instalments, paid so far, its state; the totals; the CSV with the range', async () => {
    const { user, api } = await openDesk('/collections/reports', ['risk'], HANDLERS);
    const section = await screen.findByTestId('collection-report-restructures');
    expect(within(section).getByRole('heading', { name: 'Restructured loans' })).toBeInTheDocument();
    expect(await within(section).findByTestId('restructures-totals')).toHaveTextContent(
      '2 loans restructured from 2026-09-01 to 2026-11-29: 1 on track, 1 behind, 0 completed, 0 broken. K1,800.00 owed before, K100.00 waived, K400.00 paid of K1,700.00 planned, K1,300.00 left.',
    );
    const onTrack = within(section).getByTestId('restructure-31');
    for (const text of ['2026-10-02', 'collections@pocket.test', 'finance@pocket.test', 'K1,300.00', 'K1,200.00', '1 of 3 paid', '2026-11-01 K400.00 paid', '2026-12-31 K400.00 due', 'on track']) {
      expect(onTrack).toHaveTextContent(text);
    }
    const behind = within(section).getByTestId('restructure-58');
    for (const text of ['2026-11-19 K250.00 late', '2026-11-19', '10', 'behind']) expect(behind).toHaveTextContent(text);
    await submit(user, { 'To (Lusaka day, included)': '2026-10-31' }, 'Show');
    expect(await within(section).findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/collections/reports/restructures?to=2026-10-31&format=csv');
    await expect.poll(() => api.calls('GET /collections/reports/restructures').at(-1)?.query).toEqual({ to: '2026-10-31' });
    // The plans as they stood at the end of a past day: asked with `on`, the CSV too.
    await submit(user, { 'Plans as they stood at the end of (Lusaka day; empty: today)': '2026-11-05' }, 'Show the plans on that day');
    await expect.poll(() => api.calls('GET /collections/reports/restructures').at(-1)?.query).toEqual({ to: '2026-10-31', on: '2026-11-05' });
    expect(await within(section).findByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/collections/reports/restructures?to=2026-10-31&on=2026-11-05&format=csv');
  });

  it('shows the reminder ladder; risk asks for a change (checked before it is sent), an agent only reads it', async () => {
    const { user, api } = await openDesk('/collections/reports', ['risk'], HANDLERS);
    const ladder = await screen.findByTestId('collection-ladder');
    expect(await within(ladder).findByText('The defaults apply.')).toBeInTheDocument();
    // Days 1, 3 and 7 send lending's bill reminders, with their own texts.
    expect(within(ladder).getAllByText('Bill reminder')).toHaveLength(3);
    await user.click(await within(ladder).findByRole('button', { name: 'Change the ladder' }));
    const days = within(ladder).getByLabelText('Days past due with a reminder (SMS, "10 push" for a push notification, "10 ussd" for a USSD reminder), separated by commas');
    await retype(user, days, '1, 7, 7');
    await submit(user, { 'Reason (kept in the audit)': 'One reminder a week' }, 'Ask for approval', within(ladder));
    expect(await within(ladder).findByText('steps.2.day: day 7 already has a step (one reminder a day at most)')).toBeInTheDocument();
    expect(api.calls('POST /approvals')).toHaveLength(0);
    // A USSD step on a bill reminder day is refused before it is sent.
    await retype(user, days, '1, 7 ussd');
    await user.click(within(ladder).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(ladder).findByText("steps.1.channel: day 7 sends lending's bill reminder (SMS, and push where allowed); a USSD step needs another day")).toBeInTheDocument();
    await retype(user, days, '1, 7, 10 push, 14 ussd, 21');
    // Each step past day 7 names its approved text: the channel's first by default, another chosen from the list.
    expect(within(ladder).getByLabelText('Text of day 10 (PUSH)')).toHaveValue('sms.collections.late-reminder.push');
    expect(within(ladder).queryByLabelText(/Text of day 7/)).toBeNull();
    const ussdTexts = within(ladder).getByLabelText('Text of day 14 (USSD)');
    expect([...(ussdTexts as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Late bill reminder: dial the USSD code to repay or promise', 'Promise a date: dial the USSD code and choose 6']);
    await user.selectOptions(ussdTexts, 'Promise a date: dial the USSD code and choose 6');
    await fillIn(user, { 'Text of day 21 (SMS)': 'A payment plan is possible' }, within(ladder));
    // The approvals call's schema (with the ladder payload) refuses a short reason, naming the field, and nothing is sent.
    const reason = within(ladder).getByLabelText('Reason (kept in the audit)');
    await retype(user, reason, 'ok');
    await user.click(within(ladder).getByRole('button', { name: 'Ask for approval' }));
    await refusedUnsent(api, 'POST /approvals', 'Reason: must say why (at least 3 characters)', within(ladder));
    await retype(user, reason, ' One reminder a week ');
    await user.click(within(ladder).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(ladder).findByRole('status')).toHaveTextContent('Ladder change asked for (request 41)');
    expect(api.calls('POST /approvals')[0]?.body).toEqual({
      kind: 'collections.ladder',
      payload: {
        steps: [
          { bucket: '1-7', day: 1, channel: 'SMS' },
          { bucket: '1-7', day: 7, channel: 'SMS' },
          { bucket: '8-30', day: 10, channel: 'PUSH', text: 'sms.collections.late-reminder.push' },
          { bucket: '8-30', day: 14, channel: 'USSD', text: 'sms.collections.promise-offer.ussd' },
          { bucket: '8-30', day: 21, channel: 'SMS', text: 'sms.collections.hardship-offer' },
        ],
      },
      reason: 'One reminder a week',
    });
  });

  it('checks a ladder change against the buckets the server uses, not the defaults', async () => {
    const user = userEvent.setup();
    const buckets = [{ code: '1-5', from: 1, to: 5 }, { code: '6-20', from: 6, to: 20 }, { code: '21+', from: 21, to: null }];
    const { api } = renderDesk('/collections/reports', ['risk'], { ...HANDLERS, 'GET /collections/buckets': () => ({ buckets, personFrom: '6-20' }) });
    const ladder = await screen.findByTestId('collection-ladder');
    await user.click(await within(ladder).findByRole('button', { name: 'Change the ladder' }));
    const days = within(ladder).getByLabelText('Days past due with a reminder (SMS, "10 push" for a push notification, "10 ussd" for a USSD reminder), separated by commas');
    await retype(user, days, '1, 7, 21');
    await submit(user, { 'Reason (kept in the audit)': 'Buckets of the settings' }, 'Ask for approval', within(ladder));
    expect(await within(ladder).findByRole('status')).toHaveTextContent('Ladder change asked for (request 41)');
    expect(api.calls('POST /approvals')[0]?.body).toMatchObject({
      payload: { steps: [{ bucket: '1-5', day: 1, channel: 'SMS' }, { bucket: '6-20', day: 7, channel: 'SMS' }, { bucket: '21+', day: 21, channel: 'SMS', text: 'sms.collections.late-reminder' }] },
    });
    expect(api.calls('GET /collections/buckets')).not.toHaveLength(0);
  });

  it('an agent reads the ladder without a change button', async () => {
    renderDesk('/collections/reports', ['collections'], HANDLERS);
    const ladder = await screen.findByTestId('collection-ladder');
    expect(await within(ladder).findByText('The defaults apply.')).toBeInTheDocument();
    expect(within(ladder).queryByRole('button', { name: 'Change the ladder' })).toBeNull();
  });

  it('is not for support', async () => {
    renderDesk('/collections/reports', ['support'], HANDLERS);
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
  });
});
