import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type BacktestResult, mergeBacktests } from '@pocket/contracts/api/staff';
import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, testDb } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import { recordDecisions } from '../../../test/recorded-decisions';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { addDraft } from '../credit-policy/plugin';
import { decisionIdsBetween, forgetDecisionsBetween } from '../credit-policy/test-support';
import { backtest, backtestFrom, periodOf } from './backtest';

vi.setConfig({ testTimeout: 120_000 });

// A period of its own, long past: no other test applies in it.
const FROM = '2024-02-01';
const TO = '2024-02-03';
const N = 2_500;
const STRICTER: CreditPolicyDocument = {
  ...POLICY_V1,
  eligibility: [
    { code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 },
    { code: 'late-history', feature: 'maxDaysLate', when: 'above', value: 29 },
  ],
};

let app: App;
let db: Db;
let risk: StaffTestSession;
let admin: StaffTestSession;
let version: number;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
  risk = await signInSandbox(app, 'risk');
  admin = await signInSandbox(app, 'admin');
  await borrower(app);
  const { from } = periodOf(FROM, TO);
  await db.transaction((tx) => recordDecisions(tx, { n: N, from, days: 3 }));
  version = (await db.transaction((tx) => addDraft(tx, { document: STRICTER, note: 'Backtest in parts', basedOn: 1, staffId: risk.id, now: new Date() }))).version;
});

// The database is shared with later files on PostgreSQL: the made-up decisions go.
afterAll(async () => {
  const { from, to } = periodOf(FROM, TO);
  await forgetDecisionsBetween(db, from, to);
});

const params = (pageSize?: number) => ({ version, doc: STRICTER, from: FROM, to: TO, settings: app.appConfig.review, now: new Date(), ...(pageSize ? { pageSize } : {}) });

describe('a long backtest in parts, with its progress', () => {
  it('parts read one after the other reach every decision of the period, and merged they are the one-shot answer', async () => {
    const whole = await backtest(db, params());
    expect(whole.applications).toBe(N);
    // The draft refuses what version 1 approved: a change to show.
    expect(whole.changes.find((c) => c.from === 'approved' && c.to === 'refused')?.count ?? 0).toBeGreaterThan(0);

    // Parts of 700 decisions read in pages of 300 (a part ends mid-page): the progress after each part.
    const progress: number[] = [];
    let merged: BacktestResult | null = null;
    let after = 0;
    for (let more = true; more; ) {
      const part = await backtestFrom(db, { ...params(300), after, maxRows: 700 });
      expect(part.result.applications).toBeLessThanOrEqual(700);
      merged = merged ? mergeBacktests(merged, part.result) : part.result;
      progress.push(merged.applications);
      ({ last: after, more } = part);
    }
    expect(progress.slice(0, 4)).toEqual([700, 1_400, 2_100, 2_500]);
    expect(progress.at(-1)).toBe(N);
    expect(merged).toEqual(whole);
  });

  it('GET .../backtest/part: the first part counts the period; a part after a decision reads the rest; the same answer as the one-shot call', async () => {
    const base = `/api/staff/credit-policy/versions/${version}/backtest`;
    const first = await risk.call('GET', `${base}/part?from=${FROM}&to=${TO}`);
    expect(first.status, first.body).toBe(200);
    expect(first.json.data.total).toBe(N);
    // Fewer than a part's 20,000: one part, the last.
    expect(first.json.data.next).toBeNull();
    const whole = await risk.call('GET', `${base}?from=${FROM}&to=${TO}`);
    expect(first.json.data.part).toEqual(whole.json.data);

    // After the 1,000th decision of the period: the 1,500 left, not counted again.
    const { from, to } = periodOf(FROM, TO);
    const thousandth = (await decisionIdsBetween(db, from, to))[999]!;
    const rest = await admin.call('GET', `${base}/part?from=${FROM}&to=${TO}&after=${thousandth}`);
    expect(rest.status, rest.body).toBe(200);
    expect(rest.json.data.total).toBeNull();
    expect(rest.json.data.part.applications).toBe(N - 1_000);

    const bad = await risk.call('GET', `${base}/part?from=${FROM}&to=${TO}&after=-1`);
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('must be a decision id or 0');
    const long = await risk.call('GET', `${base}/part?from=2024-01-01&to=2025-01-05`);
    expect(long.status).toBe(400);
  });
});
