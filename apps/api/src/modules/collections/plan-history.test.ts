import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collectionCalls, staffPathOf } from '@pocket/contracts/staff';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { chargeBillPenalty, waiveBillPenalty } from '../lending/test-support';
import { COLLECTIONS_SETTINGS } from './settings';
import { repay, restructuredOn } from './test-support';

/*
 * A plan at a past day (docs/collections.md, "Restructured loans", `on`): the bill as it stood then, with the penalties
 * charged and the waivers granted on its instalments by then. In 2019 (no other test's clock). The ledger dates an entry
 * by the database's clock, not the test's (and never changes one), so the penalties and the waiver are hand-built:
 * written as of the time they are said to be charged.
 */
const clock = testClock(Date.parse('2019-03-01T08:00:00Z'));
const at = (day: string) => Date.parse(`${day}T08:00:00Z`);
let app: App;
/** A balanced ledger entry written as of 10:00 Lusaka on `day`. */
async function entry(ref: string, kind: string, day: string, lines: Array<[string, string, number]>): Promise<void> {
  const db = await testDb();
  const [row] = await selectRows<{ id: string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values (${ref}, ${kind}, ${new Date(at(day)).toISOString()}::timestamptz) returning id`);
  await db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values ${sql.join(lines.map(([account, subject, amount]) => sql`(${row!.id}, ${account}, ${subject}, ${amount})`), sql`, `)}`);
}
let risk: StaffTestSession;
let plan: Awaited<ReturnType<typeof restructuredOn>>;
/** The three days' penalties on the first instalment, and the part of them waived. */
let penalties: number[];
let waived: number;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  const db = await testDb();
  // Approved on 1 March: two instalments, due 31 March and 30 April, the penalties owed before waived.
  plan = await restructuredOn(app, clock, '2019-03-01', 2, true);
  const first = plan.bills[0]!.planId;
  // The first instalment's penalties of 1, 2 and 3 April, each charged at 10:00 Lusaka, the third a day late (the job
  // did not run on 3 April); then on 5 April the desk waives the first day's. Each balanced as lending books it, its
  // bill's columns moved with it.
  penalties = [3_000, 3_100, 3_200];
  for (const [i, day] of ['2019-04-01', '2019-04-02', '2019-04-04'].entries()) {
    await entry(`penalty:plan:${first}:2019-04-0${i + 1}`, 'penalty', day, [[ACCOUNTS.penalty, `plan:${first}`, penalties[i]!], [ACCOUNTS.penaltyIncome, '-', -penalties[i]!]]);
  }
  await chargeBillPenalty(db, first, penalties.reduce((n, p) => n + p, 0), '2019-04-03');
  waived = penalties[0]!;
  await entry(`waiver:test:${first}`, 'desk_waiver', '2019-04-05', [[ACCOUNTS.penalty, `plan:${first}`, -waived], [ACCOUNTS.waiverExpense, '-', waived]]);
  await waiveBillPenalty(db, first, waived);
  // 6 April: the borrower (signed in again: a month later) pays what the instalment asked when planned, not its penalties.
  clock.set(at('2019-04-06'));
  await repay(app, await loginAs(app, plan.s.mobile), plan.orderId, first, plan.bills[0]!.amount / 100);
  clock.set(at('2019-04-10'));
  risk = await signInSandbox(app, 'risk');
});
afterAll(() => clock.set(Date.parse('2026-11-27T08:00:00Z')));

type Row = { orderId: number; state: string; daysLate: number; paid: number; left: number; schedule: Array<{ state: string; paid: number }> };
/** The plan's row of the restructured loans report at the end of `day` (today without one). */
async function rowOn(day?: string): Promise<Row> {
  const res = await risk.call('GET', `/api/staff/collections/reports/restructures?from=2019-03-01&to=2019-03-01${day ? `&on=${day}` : ''}`);
  expect(res.status, res.body).toBe(200);
  return (res.json.data.rows as Row[]).find((r) => r.orderId === plan.orderId)!;
}

describe('a payment plan at a past day: the penalties charged and the waivers granted on its instalments by then (issue 46)', () => {
  it('counts a penalty charged by the day\'s end, not one charged later; a waiver from the day it was granted', async () => {
    const [a1, a2] = [plan.bills[0]!.amount, plan.bills[1]!.amount];
    const [p1, p2, p3] = penalties as [number, number, number];
    const brief = (r: Row) => [r.state, r.daysLate, r.left, r.schedule.map((i) => i.state).join(' ')];
    // 31 March: due that day, nothing charged.
    expect(brief(await rowOn('2019-03-31'))).toEqual(['on track', 0, a1 + a2, 'due due']);
    // 1 April: that morning's penalty counts; those charged on 2 and 4 April do not.
    expect(brief(await rowOn('2019-04-01'))).toEqual(['behind', 1, a1 + a2 + p1, 'late due']);
    // 3 April: the penalty of 3 April was charged on the 4th: not yet.
    expect(brief(await rowOn('2019-04-03'))).toEqual(['behind', 3, a1 + a2 + p1 + p2, 'late due']);
    expect(brief(await rowOn('2019-04-04'))).toEqual(['behind', 4, a1 + a2 + p1 + p2 + p3, 'late due']);
    // The waiver granted on 5 April counts from that day, not before.
    expect(brief(await rowOn('2019-04-05'))).toEqual(['behind', 5, a1 + a2 + p1 + p2 + p3 - waived, 'late due']);
    // 6 April: the instalment's planned amount paid, its penalties still owed: late, not paid.
    const sixth = await rowOn('2019-04-06');
    expect(brief(sixth)).toEqual(['behind', 6, a2 + p2 + p3, 'late due']);
    expect(sixth.schedule[0]!.paid).toBe(a1);
    // Replayed on today, the answer is the report's own (read from the bills).
    const today = await rowOn();
    expect(today.left).toBe(a2 + p2 + p3);
    expect(await rowOn('2019-04-10')).toEqual(today);
  });

  it('the loan\'s plans on a day (the case page): the same reading, none before the plan, not after today; who may read them', async () => {
    const path = staffPathOf(collectionCalls.loanPlans, { id: plan.orderId });
    const fourth = await risk.call('GET', `${path}?on=2019-04-04`);
    expect(fourth.status, fourth.body).toBe(200);
    expect(fourth.json.data).toEqual({ orderId: plan.orderId, on: '2019-04-04', rows: [await rowOn('2019-04-04')] });
    expect((await risk.call('GET', path)).json.data).toEqual({ orderId: plan.orderId, on: '2019-04-10', rows: [await rowOn()] });
    expect((await risk.call('GET', `${path}?on=2019-02-28`)).json.data.rows).toEqual([]);
    const ahead = await risk.call('GET', `${path}?on=2019-04-11`);
    expect([ahead.status, ahead.json.msg]).toEqual([400, 'on: must not be after today']);
    const bad = await risk.call('GET', `${path}?on=2019-02-30`);
    expect([bad.status, bad.json.msg]).toEqual([400, expect.stringContaining('is not a calendar date')]);
    for (const role of ['collections', 'admin']) expect((await (await signInSandbox(app, role)).call('GET', path)).status).toBe(200);
    for (const role of ['support', 'finance']) expect((await (await signInSandbox(app, role)).call('GET', path)).status).toBe(403);
  });

  it('the buckets the server uses, for the desk\'s ladder check', async () => {
    const res = await risk.call('GET', collectionCalls.buckets.path);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({ buckets: COLLECTIONS_SETTINGS.buckets.map((b) => ({ ...b })), personFrom: COLLECTIONS_SETTINGS.personFrom });
    expect((await (await signInSandbox(app, 'support')).call('GET', collectionCalls.buckets.path)).status).toBe(403);
  });
});
