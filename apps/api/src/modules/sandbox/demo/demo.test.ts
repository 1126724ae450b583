import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { POLICY_V1 } from '@pocket/contracts/credit-policy';

import { call, createTestApp, privateTestDb } from '../../../../test/harness';
import { sandboxAccount, staffSignIn } from '../../../../test/staff-sessions';
import type { StaffTestSession } from '../../../../test/staff-sessions';
import type { App } from '../../../app';
import { paymentsConfigFor } from '../../../config/payments';
import { demoTestBorrowers } from '../../../config/test-env';
import { selectRows } from '../../../db/rows';
import { allRecordedDecisions } from '../../credit-policy/test-support';
import { accountsOpenedAt } from '../../user/test-support';
import { seedDemoIfEmpty } from './run';
import type { DemoSummary } from './seed';

// A portfolio of its own: a fresh database, as `npm start` finds it the first time.
let app: App;
let summary: DemoSummary | null;
const PIN = '4321';
const sessions = new Map<string, StaffTestSession>();
const as = async (login: string) => {
  if (!sessions.has(login)) sessions.set(login, await staffSignIn(app, sandboxAccount(`${login}@pocket.test`)));
  return sessions.get(login)!;
};

beforeAll(async () => {
  app = await createTestApp({}, { db: await privateTestDb(), payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: PIN, autoApproveMs: undefined, disburseDelayMs: 300 } } });
  await app.ready();
  summary = await seedDemoIfEmpty(app, { pin: PIN, borrowers: demoTestBorrowers() });
  process.stdout.write(`demo portfolio: ${JSON.stringify(summary)}\n`);
}, 600_000);

describe('the demo portfolio', () => {
  it('plays the history through the services without a refusal, and puts the clock back', () => {
    expect(summary?.refused).toEqual([]);
    expect(summary).toMatchObject({ kycWaiting: 5, applicationsWaiting: 4, stuckPayments: 2, complaints: 3 });
    expect(summary!.loans).toBeGreaterThan(summary!.borrowers);
    expect(summary!.writtenOff).toBeGreaterThan(0);
    expect(summary!.vip).toBeGreaterThan(0);
    expect(summary!.phoneOrders).toBeGreaterThan(0);
    expect(app.clock.offsetMs()).toBe(0);
  });

  it('gives every desk work on first start', async () => {
    const risk = await as('risk');
    expect((await risk.call('GET', '/api/staff/kyc/queue')).json.data.items.length).toBeGreaterThan(0);
    expect((await risk.call('GET', '/api/staff/applications/queue')).json.data.items.length).toBeGreaterThan(0);
    const finance = await as('finance');
    expect((await finance.call('GET', '/api/staff/payments?state=stuck')).json.data.items.length).toBeGreaterThan(0);
    const statements = (await finance.call('GET', '/api/staff/reconciliation/statements')).json.data.items;
    expect(statements).toHaveLength(1);
    const differences = (await finance.call('GET', `/api/staff/reconciliation/statements/${statements[0].id}/items`)).json.data.items;
    expect(differences.length).toBeGreaterThanOrEqual(2);
    const support = await as('support');
    expect((await support.call('GET', '/api/staff/complaints')).json.data.items.length).toBe(3);
    expect((await finance.call('GET', '/api/staff/approvals?status=requested')).json.data.items.length).toBeGreaterThan(0);
  });

  it('shows a real curve in the reports: loans disbursed over the three months, PAR and write-offs', async () => {
    const finance = await as('finance');
    const today = (await call(app, 'GET', '/api/dev/clock')).json.data.today as string;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    const disbursed = (await finance.call('GET', `/api/staff/reports/disbursed?from=${from}&to=${today}`)).json.data;
    expect(disbursed.rows.length).toBeGreaterThan(40);
    const months = new Set(disbursed.rows.map((r: { date: string }) => r.date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(3);
    const par = (await finance.call('GET', '/api/staff/reports/par')).json.data;
    expect(par.loans).toBeGreaterThan(0);
    expect(par.rows.find((r: { days: number }) => r.days === 30).loans).toBeGreaterThan(0);
    const trial = (await finance.call('GET', '/api/staff/reports/trial-balance')).json.data;
    expect(trial.totals.balanced).toBe(true);
    expect(trial.rows.find((r: { account: string }) => r.account === 'expense:write_off')?.debit).toBeGreaterThan(0);
  });

  it('holds history enough that a stricter draft, backtested on the three months, decides otherwise than version 1 did (issue 45)', async () => {
    const risk = await as('risk');
    const today = (await call(app, 'GET', '/api/dev/clock')).json.data.today as string;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    const backtest = async (change: Record<string, unknown>, note: string) => {
      const drafted = await risk.call('POST', '/api/staff/credit-policy/drafts', { basedOn: 1, document: { ...POLICY_V1, ...change }, note });
      expect(drafted.status, drafted.body).toBe(200);
      const res = await risk.call('GET', `/api/staff/credit-policy/versions/${drafted.json.data.version}/backtest?from=${from}&to=${today}`);
      expect(res.status, res.body).toBe(200);
      const r = res.json.data;
      process.stdout.write(`demo backtest, ${note}: ${JSON.stringify({ applications: r.applications, decided: r.decided, draft: r.draft, changes: r.changes, avoided: r.avoided })}\n`);
      return r;
    };
    // A first loan needs a loan paid on time (a scorecard cut-off): first applications refused, repeat borrowers who
    // repaid on time still lent to.
    const scorecard = { characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 1, points: 0 }, { from: 1, to: null, points: 50 }] }], cutoff: 40 };
    const r = await backtest({ scorecard }, 'A loan paid on time first');
    expect(r.applications).toBeGreaterThanOrEqual(summary!.loans);
    expect(r.draft.refused).toBeGreaterThan(0);
    expect(r.draft.approved).toBeGreaterThan(0);
    expect(r.draft.approved).toBeLessThan(r.decided.approved);
    expect(r.changes.find((c: { from: string; to: string }) => c.from === 'approved' && c.to === 'refused')?.count ?? 0).toBeGreaterThan(0);
    expect(r.avoided.loans).toBeGreaterThan(0);
    // The README's first example (most days late above 30) changes nothing here: no borrower 30 days late borrows again
    // within the three months (late ones repay 3 to 20 days late; the 60 days late are written off).
    const late = await backtest({ eligibility: [{ code: 'late-history', feature: 'maxDaysLate', when: 'above', value: 30 }] }, 'Late payers wait');
    expect(late.changes).toEqual([]);
  });

  it('opens each account at the played day: decisions record the account age the history gives, and a 30-day rule refuses only young accounts', async () => {
    const decisions = await allRecordedDecisions(app.db);
    const openedAt = await accountsOpenedAt(app.db, [...new Set(decisions.map((d) => d.userId))]);
    const rows = decisions.map((d) => {
      const opened = openedAt.get(d.userId)!;
      return { age: d.features.accountAgeDays, expected: Math.floor((d.createdAt.getTime() - opened.getTime()) / 86_400_000), opened };
    });
    expect(rows.length).toBeGreaterThanOrEqual(summary!.loans);
    // The account age each decision saw is its time less the account's opening, both on the played (business) clock.
    for (const r of rows) expect(r.age).toBe(Math.max(0, r.expected));
    expect(rows.filter((r) => r.age >= 30).length).toBeGreaterThan(0);
    // Accounts are opened across the played months, not all on the day of the seed.
    const openedDays = new Set(rows.map((r) => new Date(r.opened).toISOString().slice(0, 10)));
    expect(openedDays.size).toBeGreaterThan(10);
    const risk = await as('risk');
    const today = (await call(app, 'GET', '/api/dev/clock')).json.data.today as string;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
    const drafted = await risk.call('POST', '/api/staff/credit-policy/drafts', {
      basedOn: 1, document: { ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }] }, note: 'New accounts wait 30 days',
    });
    expect(drafted.status, drafted.body).toBe(200);
    const res = await risk.call('GET', `/api/staff/credit-policy/versions/${drafted.json.data.version}/backtest?from=${from}&to=${today}`);
    expect(res.status, res.body).toBe(200);
    const r = res.json.data;
    process.stdout.write(`demo backtest, new accounts wait 30 days: ${JSON.stringify({ applications: r.applications, decided: r.decided, draft: r.draft })}\n`);
    expect(r.draft.refused).toBeGreaterThan(0);
    expect(r.draft.approved).toBeGreaterThan(0);
    expect(r.draft.refused).toBeLessThan(r.applications);
  });

  it('leaves the ledger balanced: every journal entry sums to zero', async () => {
    const unbalanced = await selectRows<{ entry_id: number }>(app.db, sql`select entry_id from ledger_lines group by entry_id having sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const [entries] = await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from ledger_entries`);
    expect(entries!.n).toBeGreaterThan(summary!.loans);
  });

  it('runs once: a database with borrowers is left as it is', async () => {
    expect(await seedDemoIfEmpty(app, { pin: PIN })).toBeNull();
  });
});
