import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { monthsOf } from './reports';
import { lateCase, repay } from './test-support';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

type Move = [day: string, from: string | null, to: string | null];

/**
 * A hand-built portfolio in 2020 (no other test writes collections rows dated then), on one real loan (the rows need
 * an order and a borrower): cases with their bucket history, promises and money collected.
 */
async function portfolio(agent1: StaffTestSession, agent2: StaffTestSession) {
  const db = await testDb();
  const s = await borrower(app);
  const { orderId } = await borrow(app, s, 500, 7);
  const at = new Date('2020-06-01T10:00:00Z');
  const caseWith = async (reason: 'PAID' | 'WRITTEN_OFF', moves: Move[]) => {
    const [row] = await selectRows<{ id: string | number }>(
      db,
      sql`insert into collection_cases (order_id, user_id, status, bucket, bucket_rank, close_reason, opened_at, closed_at)
          values (${orderId}, ${s.userId}, 'CLOSED', 'x', 1, ${reason}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz) returning id`,
    );
    const id = Number(row!.id);
    for (const [day, from, to] of moves) await db.execute(sql`insert into collection_case_moves (case_id, from_bucket, to_bucket, days_past_due, day) values (${id}, ${from}, ${to}, 1, ${day})`);
    return id;
  };
  const A = await caseWith('PAID', [['2020-01-20', null, '1-7'], ['2020-01-27', '1-7', '8-30'], ['2020-02-20', '8-30', '31-60'], ['2020-06-01', '31-60', null]]);
  const B = await caseWith('PAID', [['2020-01-25', null, '1-7'], ['2020-02-03', '1-7', null]]);
  const C = await caseWith('PAID', [['2020-01-10', null, '1-7'], ['2020-01-17', '1-7', '8-30'], ['2020-03-05', '8-30', null]]);
  await caseWith('WRITTEN_OFF', [['2020-01-28', null, '1-7'], ['2020-02-04', '1-7', '8-30'], ['2020-03-01', '8-30', '31-60'], ['2020-03-10', '31-60', null]]);
  await caseWith('PAID', [['2020-02-10', null, '1-7'], ['2020-02-12', '1-7', null]]);
  const F = await caseWith('PAID', [['2020-01-02', null, '1-7'], ['2020-01-15', '1-7', null]]);
  await caseWith('PAID', [['2020-03-20', null, '1-7'], ['2020-03-25', '1-7', null]]);

  const promise = (payBy: string, status: string, madeBy: string) =>
    db.execute(sql`insert into collection_promises (order_id, user_id, amount, pay_by, status, made_by) values (${orderId}, ${s.userId}, 1000, ${payBy}, ${status}, ${madeBy})`);
  await promise('2020-02-10', 'KEPT', 'borrower');
  await promise('2020-02-20', 'BROKEN', 'borrower');
  await promise('2020-03-14', 'OPEN', 'borrower');
  await promise('2020-03-01', 'KEPT', agent1.email);
  await promise('2020-03-02', 'KEPT', agent2.email);
  await promise('2020-03-03', 'BROKEN', agent1.email);
  await promise('2020-01-15', 'KEPT', 'borrower');

  const collected = (caseId: number, bucket: string, agentId: number | null, day: string, amount: number) =>
    db.execute(sql`insert into collection_collected (case_id, bucket, agent_id, day, amount, at) values (${caseId}, ${bucket}, ${agentId}, ${day}, ${amount}, ${at.toISOString()}::timestamptz)`);
  await collected(A, '8-30', agent1.id, '2020-02-05', 10_000);
  await collected(A, '31-60', agent1.id, '2020-02-25', 5_000);
  await collected(C, '8-30', agent2.id, '2020-03-05', 20_000);
  await collected(B, '1-7', null, '2020-02-03', 3_000);
  await collected(F, '1-7', null, '2020-01-15', 99_999);
  // Month ends of 2020 written by a job before these rows (on PostgreSQL the test files share a database) would not
  // hold these cases: dropped, so that the reports read these moves (from the last month end before 2020, if any).
  await db.execute(sql`delete from collection_month_end_cases where day like '2020-%'`);
  await db.execute(sql`delete from collection_month_ends where day like '2020-%'`);
}

const RANGE = 'from=2020-02-01&to=2020-03-15';

describe('collections reports (issue 46): figures on a hand-built portfolio, CSV, who may read them', () => {
  let risk: StaffTestSession;
  beforeAll(async () => {
    const agent = await signInSandbox(app, 'collections');
    const lead = await signInSandbox(app, 'admin');
    risk = await signInSandbox(app, 'risk');
    await portfolio(agent, lead);
  });

  it('the months of a range: the day before each starts, and its end (the range\'s end for the last)', () => {
    expect(monthsOf('2020-02-01', '2020-03-15')).toEqual([
      { month: '2020-02', before: '2020-01-31', end: '2020-02-29' },
      { month: '2020-03', before: '2020-02-29', end: '2020-03-15' },
    ]);
    expect(monthsOf('2019-12-20', '2020-01-05').map((m) => m.month)).toEqual(['2019-12', '2020-01']);
  });

  it('roll rates month to month: from the bucket at the month\'s start to where the case stood at its end', async () => {
    const res = await risk.call('GET', `/api/staff/collections/reports/roll-rates?${RANGE}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({
      from: '2020-02-01',
      to: '2020-03-15',
      rows: [
        { month: '2020-02', fromBucket: '1-7', toBucket: '8-30', cases: 1, percent: 50 },
        { month: '2020-02', fromBucket: '1-7', toBucket: 'cured', cases: 1, percent: 50 },
        { month: '2020-02', fromBucket: '8-30', toBucket: '8-30', cases: 1, percent: 50 },
        { month: '2020-02', fromBucket: '8-30', toBucket: '31-60', cases: 1, percent: 50 },
        { month: '2020-03', fromBucket: '8-30', toBucket: 'cured', cases: 1, percent: 50 },
        { month: '2020-03', fromBucket: '8-30', toBucket: 'written off', cases: 1, percent: 50 },
        { month: '2020-03', fromBucket: '31-60', toBucket: '31-60', cases: 1, percent: 100 },
      ],
    });
  });

  it('cure rate: cases open in the range by their last bucket, cured when closed paid within it', async () => {
    const res = await risk.call('GET', `/api/staff/collections/reports/cure?${RANGE}`);
    expect(res.json.data).toEqual({
      from: '2020-02-01',
      to: '2020-03-15',
      rows: [
        { bucket: '1-7', cases: 2, cured: 2, percent: 100 },
        { bucket: '8-30', cases: 1, cured: 1, percent: 100 },
        { bucket: '31-60', cases: 2, cured: 0, percent: 0 },
      ],
      totals: { cases: 5, cured: 3, percent: 60 },
    });
  });

  it('promises kept over due, by who made them (the date in the range)', async () => {
    const res = await risk.call('GET', `/api/staff/collections/reports/promises?${RANGE}`);
    expect(res.json.data).toEqual({
      from: '2020-02-01',
      to: '2020-03-15',
      rows: [
        { madeBy: 'borrower', made: 3, due: 2, kept: 1, broken: 1, open: 1, percent: 50 },
        { madeBy: 'agent', made: 3, due: 3, kept: 2, broken: 1, open: 0, percent: 66.67 },
      ],
      totals: { made: 6, due: 5, kept: 3, broken: 2, open: 1, percent: 60 },
    });
  });

  it('money collected per bucket and per agent (cases without an agent: the reminders); each adds up to the total', async () => {
    const agent = await signInSandbox(app, 'collections');
    const lead = await signInSandbox(app, 'admin');
    const res = await risk.call('GET', `/api/staff/collections/reports/collected?${RANGE}`);
    expect(res.json.data).toEqual({
      from: '2020-02-01',
      to: '2020-03-15',
      rows: [
        { by: 'bucket', name: '1-7', cases: 1, amount: 3_000 },
        { by: 'bucket', name: '8-30', cases: 2, amount: 30_000 },
        { by: 'bucket', name: '31-60', cases: 1, amount: 5_000 },
        { by: 'agent', name: lead.email, cases: 1, amount: 20_000 },
        { by: 'agent', name: agent.email, cases: 1, amount: 15_000 },
        { by: 'agent', name: 'the reminders', cases: 1, amount: 3_000 },
      ],
      total: 38_000,
    });
  });

  it('each report downloads as CSV: a header, then its rows', async () => {
    const csv = await risk.call('GET', `/api/staff/collections/reports/cure?${RANGE}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="pocket-collections-cure-2026-11-27.csv"');
    expect(csv.body).toBe('bucket,cases,cured,percent\r\n1-7,2,2,100\r\n8-30,1,1,100\r\n31-60,2,0,0\r\n');
    const roll = await risk.call('GET', `/api/staff/collections/reports/roll-rates?${RANGE}&format=csv`);
    expect(roll.body.split('\r\n').slice(0, 2)).toEqual(['month,fromBucket,toBucket,cases,percent', '2020-02,1-7,8-30,1,50']);
    const promises = await risk.call('GET', `/api/staff/collections/reports/promises?${RANGE}&format=csv`);
    expect(promises.body.split('\r\n')[0]).toBe('madeBy,made,due,kept,broken,open,percent');
    const money = await risk.call('GET', `/api/staff/collections/reports/collected?${RANGE}&format=csv`);
    expect(money.body.split('\r\n').slice(0, 2)).toEqual(['by,name,cases,amount', 'bucket,1-7,1,3000']);
  });

  it('collections, risk and admin read them; support and finance are refused; a bad range is named', async () => {
    for (const role of ['collections', 'admin']) expect((await (await signInSandbox(app, role)).call('GET', `/api/staff/collections/reports/promises?${RANGE}`)).status).toBe(200);
    for (const role of ['support', 'finance']) expect((await (await signInSandbox(app, role)).call('GET', `/api/staff/collections/reports/promises?${RANGE}`)).status).toBe(403);
    const bad = await risk.call('GET', '/api/staff/collections/reports/cure?from=2020-03-01&to=2020-02-01');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('must not be after to');
    const long = await risk.call('GET', '/api/staff/collections/reports/cure?from=2019-01-01&to=2020-03-01');
    expect(long.json.msg).toContain('must be at most 366 days before to');
  });

  it('the job records money paid on a case in its bucket and by its agent, once', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, orderId, planId, agent } = await lateCase(app, 10);
    const today = 'from=2026-11-27&to=2026-11-27';
    const before = (await risk.call('GET', `/api/staff/collections/reports/collected?${today}`)).json.data.rows as Array<{ by: string; name: string; amount: number }>;
    const amountOf = (rows: typeof before, by: string, name: string) => rows.find((r) => r.by === by && r.name === name)?.amount ?? 0;
    await repay(app, s, orderId, planId, 150);
    await app.collections.run();
    await app.collections.run();
    const after = (await risk.call('GET', `/api/staff/collections/reports/collected?${today}`)).json.data.rows as typeof before;
    expect(amountOf(after, 'bucket', '8-30') - amountOf(before, 'bucket', '8-30')).toBe(15_000);
    expect(amountOf(after, 'agent', agent.email) - amountOf(before, 'agent', agent.email)).toBe(15_000);
  });
});
