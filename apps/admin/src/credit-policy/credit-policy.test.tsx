import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { ArmReport, BacktestResult, PolicyVersionDetail } from '@pocket/contracts/api/staff';
import { POLICY_V1 } from '@pocket/contracts/credit-policy';

import { sessionStore } from '../auth/session-store';
import { fillIn, openDesk, refill, refusedUnsent, resubmit, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';

afterEach(() => sessionStore.clear());

const v1: PolicyVersionDetail = { version: 1, status: 'live', note: 'The rules as they were in code before policies', basedOn: null, createdBy: null, createdAt: '2026-11-01T00:00:00.000Z', publishedAt: '2026-11-01T00:00:00.000Z', retiredAt: null, sharePct: null, challengerAt: null, document: POLICY_V1 };
const { document: _doc, ...v1Item } = v1;
const outcomes = { loans: 0, paidOnTime: 0, paidLate: 0, open: 0, late30: 0, writtenOff: 0 };
const handlers = {
  'GET /credit-policy/versions': () => ({ items: [v1Item] }),
  'GET /credit-policy/versions/:version': () => v1,
  'GET /credit-policy/outcomes': () => ({ items: [{ version: 1, status: 'live', publishedAt: v1.publishedAt, decisions: 12, approved: 9, review: 1, refused: 2, approvalRateBp: 8_333, outcomes: { ...outcomes, loans: 9, paidOnTime: 6, paidLate: 1, open: 2 }, onTimeRateBp: 8_571 }] }),
};

describe('the credit policy desk', () => {
  it('shows the live version as a form and the decisions per version', async () => {
    renderDesk('/credit-policy', ['risk'], handlers);
    expect(await screen.findByLabelText('Starting limit (K)')).toHaveValue('500');
    expect(screen.getByLabelText('VIP raise (%)')).toHaveValue('50');
    // Risk may change it: the change is saved as a new draft (never into the live version).
    expect(screen.getByLabelText('Cap (K)')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save the draft' })).toBeNull();
    const figures = await screen.findByRole('table', { name: 'Decisions per version and how their loans turned out' });
    expect(within(figures).getAllByRole('row')[1]).toHaveTextContent('83.3%');
    expect(within(figures).getAllByRole('row')[1]).toHaveTextContent('85.7%');
  });

  it('risk saves a stricter draft from the live version: the document in ngwee, the rule as chosen', async () => {
    const user = userEvent.setup();
    let saved: PolicyVersionDetail | null = null;
    const { api } = renderDesk('/credit-policy', ['risk'], {
      ...handlers,
      'GET /credit-policy/versions': () => ({ items: saved ? [(({ document: _d, ...item }) => item)(saved), v1Item] : [v1Item] }),
      'GET /credit-policy/versions/:version': (r) => ((r.params as { version: string }).version === '2' && saved ? saved : v1),
      'POST /credit-policy/drafts': (r) => (saved = { ...v1, version: 2, status: 'draft', basedOn: 1, publishedAt: null, note: (r.body as { note: string }).note, document: (r.body as { document: typeof POLICY_V1 }).document }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    // The device features are offered beside the others (a place never is).
    const offered = within(screen.getByLabelText('Rule 1: feature')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(offered).toEqual(expect.arrayContaining(['devicesUsed', 'accountsOnDevice', 'bureauScore']));
    expect(offered).not.toContain('province');
    await fillIn(user, { 'Rule 1: feature': 'accountAgeDays' });
    await refill(user, { 'Rule 1: value': '30' });
    await fillIn(user, { 'Rule 1: the borrower is told': 'new-account' });
    // The call's schema (policyDraftBody) refuses a note too short, naming the field, and nothing is sent.
    await submit(user, { 'What the change is for': 'ok' }, 'Save as a new draft');
    await refusedUnsent(api, 'POST /credit-policy/drafts', 'What the change is for: must say why (at least 3 characters)');
    await resubmit(user, { 'What the change is for': ' New accounts wait 30 days  ' }, 'Save as a new draft');
    expect(await screen.findByText('Draft version 2 saved.')).toBeVisible();
    // Refine fetches the versions again (no refetch by hand): the new draft is listed, and opened.
    const versions = screen.getByRole('table', { name: 'Credit policy versions' });
    expect(await within(versions).findByRole('button', { name: 'Open version 2' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Version 2' })).toHaveTextContent('New accounts wait 30 days');
    expect(api.calls('POST /credit-policy/drafts')[0]!.body).toEqual({
      basedOn: 1,
      note: 'New accounts wait 30 days',
      document: { ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }] },
    });
  });

  it("offers the KYC record's features (never its place or marital status), with their own reason", async () => {
    const { user, api } = await openDesk('/credit-policy', ['risk'], { ...handlers, 'POST /credit-policy/drafts': (r) => ({ ...v1, version: 4, status: 'draft', basedOn: 1, note: 'x', document: (r.body as { document: typeof POLICY_V1 }).document }) }, 'Add a rule');
    const offered = within(screen.getByLabelText('Rule 1: feature')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(offered).toEqual(expect.arrayContaining(['incomeBand', 'employmentType', 'educationLevel', 'workplaceGiven']));
    for (const never of ['maritalStatus', 'provinceId', 'gender']) expect(offered).not.toContain(never);
    await fillIn(user, { 'Rule 1: feature': 'incomeBand' });
    await refill(user, { 'Rule 1: value': '1' });
    await fillIn(user, { 'Rule 1: the borrower is told': 'profile' });
    await user.click(screen.getByRole('checkbox', { name: /Score/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scored feature 1' }), 'workplaceGiven');
    await submit(user, { 'What the change is for': 'Income and workplace' }, 'Save as a new draft');
    expect(await screen.findByText('Draft version 4 saved.')).toBeVisible();
    const sent = (api.calls('POST /credit-policy/drafts')[0]!.body as { document: typeof POLICY_V1 }).document;
    expect(sent.eligibility).toEqual([{ code: 'profile', feature: 'incomeBand', when: 'below', value: 1 }]);
    expect(sent.scorecard?.characteristics.map((c) => c.feature)).toEqual(['workplaceGiven']);
  });

  it("offers the borrower's age and the days since the KYC, in a rule and in the scorecard", async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/credit-policy', ['risk'], { ...handlers, 'POST /credit-policy/drafts': (r) => ({ ...v1, version: 5, status: 'draft', basedOn: 1, note: 'x', document: (r.body as { document: typeof POLICY_V1 }).document }) });
    await user.click(await screen.findByRole('button', { name: 'Add a rule' }));
    const rule = screen.getByLabelText('Rule 1: feature');
    expect(within(rule).getByRole('option', { name: 'Age in whole years (from the KYC date of birth)' })).toHaveValue('ageYears');
    expect(within(rule).getByRole('option', { name: 'Days since the KYC was completed' })).toHaveValue('daysSinceKyc');
    await user.selectOptions(rule, 'ageYears');
    await user.clear(screen.getByLabelText('Rule 1: value'));
    await user.type(screen.getByLabelText('Rule 1: value'), '21');
    await user.selectOptions(screen.getByLabelText('Rule 1: the borrower is told'), 'profile');
    await user.click(screen.getByRole('checkbox', { name: /Score/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scored feature 1' }), 'daysSinceKyc');
    await user.type(screen.getByLabelText('What the change is for'), 'Age and KYC time');
    await user.click(screen.getByRole('button', { name: 'Save as a new draft' }));
    expect(await screen.findByText('Draft version 5 saved.')).toBeVisible();
    const sent = (api.calls('POST /credit-policy/drafts')[0]!.body as { document: typeof POLICY_V1 }).document;
    expect(sent.eligibility).toEqual([{ code: 'profile', feature: 'ageYears', when: 'below', value: 21 }]);
    expect(sent.scorecard?.characteristics.map((c) => c.feature)).toEqual(['daysSinceKyc']);
  });

  it('names the field to correct and sends nothing', async () => {
    const { user, api } = await openDesk('/credit-policy', ['risk'], handlers);
    await user.click(await screen.findByRole('checkbox', { name: /Score/ }));
    await refill(user, { 'Points of feature 1 (from-to:points, a line each)': 'zero to one' });
    await submit(user, { 'What the change is for': 'scorecard' }, 'Save as a new draft');
    await refusedUnsent(api, 'POST /credit-policy/drafts', 'Bins of loansPaidOnTime: write each as from-to:points');
  });

  it('a scorecard with first limits by score band, sent in points and ngwee', async () => {
    const { user, api } = await openDesk('/credit-policy', ['risk'], { ...handlers, 'POST /credit-policy/drafts': (r) => ({ ...v1, version: 3, status: 'draft', basedOn: 1, note: 'x', document: (r.body as { document: typeof POLICY_V1 }).document }) });
    await user.click(await screen.findByRole('checkbox', { name: /Score/ }));
    await user.type(screen.getByLabelText(/First limit of a new borrower by score/), '30:800{Enter}60:1,200');
    await submit(user, { 'What the change is for': 'First limits by score' }, 'Save as a new draft');
    expect(await screen.findByText('Draft version 3 saved.')).toBeVisible();
    const sent = (api.calls('POST /credit-policy/drafts')[0]!.body as { document: typeof POLICY_V1 }).document;
    expect(sent.limit.firstLimitByScore).toEqual([{ minScore: 30, limit: 80_000 }, { minScore: 60, limit: 120_000 }]);
    expect(sent.scorecard).toEqual({ cutoff: 0, characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 1, points: 0 }, { from: 1, to: null, points: 10 }] }] });
  });

  it('runs a backtest and shows both sides', async () => {
    const user = userEvent.setup();
    const arm = { approved: 9, review: 1, refused: 2, approvalRateBp: 8_333, amount: 700_000, limits: 1_200_000, outcomes: { ...outcomes, loans: 9, paidOnTime: 6 }, refusals: { 'above-limit': 2 } };
    const result: BacktestResult = { version: 1, from: '2026-10-01', to: '2026-10-31', applications: 12, decided: arm, draft: { ...arm, approved: 3, refused: 8, approvalRateBp: 3_333, refusals: { 'new-account': 6, 'above-limit': 2 } }, changes: [{ from: 'approved', to: 'refused', count: 6 }], avoided: { ...outcomes, loans: 6, paidOnTime: 4, late30: 1 }, examples: [] };
    const { api } = renderDesk('/credit-policy', ['risk'], { ...handlers, 'GET /credit-policy/versions/:version/backtest/part': () => ({ total: 12, next: null, part: result }) });
    await user.click(await screen.findByRole('button', { name: 'Run the backtest' }));
    const table = await screen.findByRole('table', { name: 'Decided then, and by this version' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Your account is too new. 6');
    expect(screen.getByText(/Loans made that version 1 would refuse: 6/)).toBeVisible();
    expect(api.calls('GET /credit-policy/versions/:version/backtest/part')[0]!.query).toMatchObject({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('a long backtest shows "N of M decisions" part after part, then the parts merged', async () => {
    const user = userEvent.setup();
    const side = (approved: number, refused: number) => {
      const refusals: Record<string, number> = refused ? { 'new-account': refused } : {};
      return { approved, review: 0, refused, approvalRateBp: 0, amount: approved * 50_000, limits: 0, outcomes, refusals };
    };
    const part = (approved: number, refused: number): BacktestResult => ({ version: 1, from: '2025-11-01', to: '2026-10-31', applications: approved + refused, decided: side(approved + refused, 0), draft: side(approved, refused), changes: refused ? [{ from: 'approved', to: 'refused', count: refused }] : [], avoided: outcomes, examples: [] });
    // The second part waits until the test has read the progress after the first.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const { api } = renderDesk('/credit-policy', ['risk'], {
      ...handlers,
      'GET /credit-policy/versions/:version/backtest/part': async (r) => {
        if (!r.query.after) return { total: 45_000, next: 20_000, part: part(15_000, 5_000) };
        if (r.query.after === '20000') {
          await held;
          return { total: null, next: 40_000, part: part(20_000, 0) };
        }
        return { total: null, next: null, part: part(4_000, 1_000) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Run the backtest' }));
    expect(await screen.findByText('Deciding the period’s applications again: 20,000 of 45,000 decisions (44%)')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Backtest progress' })).toHaveAttribute('value', '20000');
    expect(screen.queryByRole('table', { name: 'Decided then, and by this version' })).toBeNull();
    release();
    const table = await screen.findByRole('table', { name: 'Decided then, and by this version' });
    expect(screen.getByText(/45000 applications from/)).toBeVisible();
    // Version 1 now: 39,000 approved, 6,000 refused for the new account rule; 86.7% approved.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('39000');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Your account is too new. 6000');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('86.7%');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.calls('GET /credit-policy/versions/:version/backtest/part').map((c) => c.query.after ?? null)).toEqual([null, '20000', '40000']);
  });

  it('admin reads the versions but has no draft or publish buttons', async () => {
    renderDesk('/credit-policy', ['admin'], handlers);
    expect(await screen.findByLabelText('Starting limit (K)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as a new draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request publishing' })).toBeNull();
  });

  it('shows what changes from the live version by default, and from another version when picked', async () => {
    const user = userEvent.setup();
    const draft2 = { ...v1Item, version: 2, status: 'draft' as const, basedOn: 1, note: 'Stricter', publishedAt: null };
    const old0 = { ...v1Item, version: 3, status: 'retired' as const, note: 'Older', retiredAt: '2026-11-02T00:00:00.000Z' };
    const { api } = renderDesk('/credit-policy', ['risk'], {
      ...handlers,
      'GET /credit-policy/versions': () => ({ items: [old0, draft2, v1Item] }),
      'GET /credit-policy/versions/:version/diff': (r) =>
        (r.query as { against?: string }).against === '3'
          ? { version: 2, against: 3, changes: [] }
          : { version: 2, against: 1, changes: [{ part: 'scorecard', text: 'Cut-off: 40 → 55' }, { part: 'limit', text: 'Starting limit: K500.00 → K300.00' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Open version 2' }));
    const list = await screen.findByRole('list', { name: 'From version 1 to version 2' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Scorecard: Cut-off: 40 → 55', 'Limit ladder: Starting limit: K500.00 → K300.00']);
    expect(screen.getByLabelText('Compared with')).toHaveValue('1');
    await fillIn(user, { 'Compared with': '3' });
    expect(await screen.findByText('Versions 3 and 2 have the same rules.')).toBeVisible();
    // The live version's own panel first compares with the newest other version (3); version 2's with the live one, then 3.
    expect(api.calls('GET /credit-policy/versions/:version/diff').map((c) => c.query)).toEqual([{ against: '3' }, { against: '1' }, { against: '3' }]);
  });

  it('risk asks for a draft as a challenger on a share of new applications; a share out of range is named and not sent', async () => {
    const user = userEvent.setup();
    const draft2: PolicyVersionDetail = { ...v1, version: 2, status: 'draft', basedOn: 1, note: 'Stricter', publishedAt: null };
    const { document: _d2, ...draft2Item } = draft2;
    const { api } = renderDesk('/credit-policy', ['risk'], {
      ...handlers,
      'GET /credit-policy/versions': () => ({ items: [draft2Item, v1Item] }),
      'GET /credit-policy/versions/:version': (r) => ((r.params as { version: string }).version === '2' ? draft2 : v1),
      'POST /credit-policy/versions/:version/challenger': () => ({ id: 41, status: 'requested' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open version 2' }));
    await user.click(await screen.findByRole('button', { name: 'Request as a challenger' }));
    await refill(user, { 'Share of new applications (%)': '60' });
    await submit(user, { 'Reason (kept in the audit)': 'Try the stricter rules' }, 'Request');
    // The call's schema (challengerBody) refuses, naming the field; nothing is sent; what goes is its output.
    expect(await screen.findByText('Share of new applications: must be at most 50%')).toHaveAttribute('role', 'alert');
    expect(api.calls('POST /credit-policy/versions/:version/challenger')).toHaveLength(0);
    await refill(user, { 'Share of new applications (%)': '20' });
    await submit(user, { 'Reason (kept in the audit)': '  ' }, 'Request');
    expect(await screen.findByText('Version 2 as a challenger on 20% of new applications requested: a second person approves it in Approvals.')).toBeVisible();
    expect(api.calls('POST /credit-policy/versions/:version/challenger')[0]!.body).toEqual({ sharePct: 20, reason: 'Try the stricter rules' });
  });

  it('shows the champion and the challenger by month of the loan', async () => {
    const report: ArmReport = {
      challenger: 2, sharePct: 20, from: '2026-10-01T08:00:00.000Z', to: null,
      rows: [
        { month: '2026-10', arm: 'champion', versions: [1], applications: 80, approved: 60, approvalRateBp: 7_500, averageAmount: 65_000, loans: 58, firstPaymentDefault: 6, firstPaymentDefaultBp: 1_034, late30: 3, late30Bp: 517 },
        { month: '2026-10', arm: 'challenger', versions: [2], applications: 20, approved: 10, approvalRateBp: 5_000, averageAmount: 50_000, loans: 10, firstPaymentDefault: 0, firstPaymentDefaultBp: 0, late30: 0, late30Bp: 0 },
      ],
    };
    renderDesk('/credit-policy', ['admin'], { ...handlers, 'GET /credit-policy/challenger/report': () => report });
    const table = await screen.findByRole('table', { name: 'The arms by month of the loan' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026-10.*Champion.*75\.0%.*K650\.00.*6 \(10\.3%\).*3 \(5\.2%\)/);
    expect(rows[2]).toHaveTextContent(/Challenger.*50\.0%.*K500\.00/);
    expect(screen.getByText(/Version 2 on 20% of new applications/)).toBeVisible();
  });
});
