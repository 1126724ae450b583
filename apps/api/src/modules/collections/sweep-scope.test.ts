import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { chargeBillPenalty, markLoansSettled, markLoansWrittenOff, payBillsInFull, payTowardBills, setLoanBillsDueDate } from '../lending/test-support';
import { type CaseJobResult, runCollectionsJob } from './cases';
import { COLLECTIONS_SETTINGS } from './settings';
import { bucketsKey, needsFullRead } from './sweep-scope';
import { leaveNoLateLoans, type MadeLoans, rolledBack, twoBillLoans } from './test-support';

// The daily job reads only the loans that can have changed since its last run (sweep-scope.ts). What it leaves must
// be what a full read leaves, day after day, whatever happened in between.
const START = Date.parse('2026-03-02T08:00:00Z');
const DAY = 86_400_000;
let db: Db;
let loans: MadeLoans;

/** 240 loans of two bills 30 days apart, the first due between 10 days after the start and 59 before it. */
beforeAll(async () => {
  await createTestApp({ now: testClock(START).now });
  db = await testDb();
  loans = await twoBillLoans(db, { count: 240, firstNumber: 83000000, start: START, disbursedDaysBefore: 100, firstDue: (id) => 10 - (id % 70) });
});

afterAll(() => leaveNoLateLoans(db, loans));

const loansWhere = (test: (id: number) => boolean) => loans.where(test);

async function snapshot(tx: Tx) {
  const mine = sql`between ${loans.first} and ${loans.last}`;
  return {
    cases: await selectRows(
      tx,
      sql`select order_id, status, bucket, bucket_rank, late_since, overdue_before_penalty::bigint, paid_seen::bigint, agent_id, close_reason, promised_for, opened_at, closed_at, updated_at
          from collection_cases where order_id ${mine} order by order_id, id`,
    ),
    moves: await selectRows(tx, sql`select c.order_id, m.from_bucket, m.to_bucket, m.days_past_due, m.day from collection_case_moves m join collection_cases c on c.id = m.case_id where c.order_id ${mine} order by c.order_id, m.id`),
    collected: await selectRows(tx, sql`select c.order_id, x.bucket, x.agent_id, x.day, x.amount::bigint from collection_collected x join collection_cases c on c.id = x.case_id where c.order_id ${mine} order by c.order_id, x.id`),
    promises: await selectRows(tx, sql`select order_id, status, decided_at from collection_promises where order_id ${mine} order by order_id, id`),
  };
}

/** The job run as of `at` in a transaction rolled back: what it left of these loans' rows, and what it said. */
async function tried(at: Date, full: boolean) {
  let said: CaseJobResult | undefined;
  // The read of what changed writes the open cases in slices of 7 loans (thousands in production): many slices here.
  const rows = await rolledBack(db, async (tx) => void (said = await runCollectionsJob(tx as unknown as Db, () => at.getTime(), COLLECTIONS_SETTINGS, { full, slice: full ? undefined : 7 })), snapshot);
  return { rows, said: said! };
}

/** What happens to the loans between two days' runs (payments, a write-off, promises, penalties, due dates moved). */
async function between(day: number, today: string) {
  if (day === 1) await payTowardBills(db, loansWhere((id) => id % 5 === 0), 5000, 1);
  if (day === 2) {
    await payBillsInFull(db, loansWhere((id) => id % 13 === 0));
    await markLoansSettled(db, loansWhere((id) => id % 13 === 0));
  }
  if (day === 3) {
    await markLoansWrittenOff(db, loansWhere((id) => id % 17 === 0));
    // Loans not yet due aged by 40 days (as the sandbox's clock does): late at once, with no bill falling due today.
    for (const id of loansWhere((id) => id % 70 < 5)) await setLoanBillsDueDate(db, id, addDays(today, -40));
  }
  if (day === 4) {
    // A promise on every sixth loan with an open case, due the next day; some are paid (day 5), the others broken (day 6).
    await db.execute(sql`insert into collection_promises (order_id, user_id, amount, pay_by, paid_before, status, made_by)
      select o.id, o.user_id, 5000, ${addDays(today, 1)}, (select sum(p.principal_paid) from ${loanPlanRows} p where p.order_id = o.id), 'OPEN', 'borrower'
      from ${loanOrderRows} o where o.id between ${loans.first} and ${loans.last} and o.id % 6 = 0
        and exists (select 1 from collection_cases c where c.order_id = o.id and c.status = 'OPEN')`);
    await db.execute(sql`update collection_cases c set promised_for = p.pay_by from collection_promises p
      where p.order_id = c.order_id and p.status = 'OPEN' and c.status = 'OPEN' and c.order_id between ${loans.first} and ${loans.last}`);
  }
  if (day === 5) await payTowardBills(db, loansWhere((id) => id % 12 === 0), 5000, 1);
  if (day === 6 || day === 9) {
    const bills = await selectRows<{ id: number | string }>(db, sql`select id from ${loanPlanRows} p where order_id between ${loans.first} and ${loans.last} and status <> 'SETTLED' and due_date < ${today} and order_id % 4 = 1`);
    for (const b of bills) await chargeBillPenalty(db, Number(b.id), 1000, today);
  }
  if (day === 8) for (const id of loansWhere((id) => id % 19 === 0)) await setLoanBillsDueDate(db, id, addDays(today, 3));
}

describe('the collections job reads only what changed since its last run (issue 46)', () => {
  it('leaves the same cases, moves, money and promises as a full read, day after day, reading fewer loans', async () => {
    await runCollectionsJob(db, () => START, COLLECTIONS_SETTINGS, { full: true });
    const seen = { opened: 0, moved: 0, closed: 0, kept: 0, broken: 0 };
    for (let day = 1; day <= 13; day += 1) {
      const at = new Date(START + day * DAY);
      await between(day, lusakaDate(at));
      const full = await tried(at, true);
      const scoped = await tried(at, false);
      expect(scoped.said.full, `day ${day}`).toBe(false);
      expect(scoped.rows, `day ${day}`).toEqual(full.rows);
      expect(scoped.said.read, `day ${day}: the loans read`).toBeLessThan(full.said.read / 2);
      const ran = await runCollectionsJob(db, () => at.getTime(), COLLECTIONS_SETTINGS);
      expect(ran.full).toBe(false);
      for (const k of Object.keys(seen) as Array<keyof typeof seen>) seen[k] += ran[k];
      // An hour later: nothing to read but the open promises, nothing written.
      const later = await tried(new Date(at.getTime() + 3_600_000), false);
      expect(later.said).toMatchObject({ full: false, opened: 0, moved: 0, closed: 0 });
      expect(later.rows).toEqual(await rolledBack(db, async () => undefined, snapshot));
    }
    // Every kind of change met on the days the job read only what changed.
    expect(seen.opened).toBeGreaterThan(0);
    expect(seen.moved).toBeGreaterThan(0);
    expect(seen.closed).toBeGreaterThan(0);
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.broken).toBeGreaterThan(0);
  }, 300_000);

  it('reads everything on the first run, after the buckets change, when the clock goes back, and after a restore into another cluster', () => {
    const key = bucketsKey(COLLECTIONS_SETTINGS);
    const state = { day: '2026-03-10', seenTx: 100, fullDay: '2026-03-05', buckets: key };
    expect(needsFullRead(null, COLLECTIONS_SETTINGS, '2026-03-10', 120)).toBe(true);
    expect(needsFullRead(state, COLLECTIONS_SETTINGS, '2026-03-11', 120)).toBe(false);
    expect(needsFullRead(state, COLLECTIONS_SETTINGS, '2026-03-10', 100)).toBe(false);
    expect(needsFullRead(state, COLLECTIONS_SETTINGS, '2026-04-30', 5000)).toBe(false);
    expect(needsFullRead(state, COLLECTIONS_SETTINGS, '2026-03-09', 120)).toBe(true);
    expect(needsFullRead(state, COLLECTIONS_SETTINGS, '2026-03-11', 99)).toBe(true);
    const wider = { ...COLLECTIONS_SETTINGS, buckets: COLLECTIONS_SETTINGS.buckets.map((b, i) => (i === 0 ? { ...b, to: 10 } : i === 1 ? { ...b, from: 11 } : b)) };
    expect(needsFullRead(state, wider, '2026-03-11', 120)).toBe(true);
    expect(needsFullRead(state, { ...COLLECTIONS_SETTINGS, personFrom: '31-60' }, '2026-03-11', 120)).toBe(true);
  });
});
