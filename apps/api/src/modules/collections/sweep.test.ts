import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { markLoansWrittenOff, payBillsInFull, payTowardBills } from '../lending/test-support';
import { runCollectionsJob } from './cases';
import { COLLECTIONS_SETTINGS } from './settings';
import { type MadeLoans, perLoanPass, rolledBack, twoBillLoans } from './test-support';

const START = Date.parse('2026-09-01T08:00:00Z');
const DAY = 86_400_000;
let db: Db;
let loans: MadeLoans;

beforeAll(async () => {
  await createTestApp({ now: testClock(START).now });
  db = await testDb();
  // 300 loans of two bills each, the first due on one of 150 days before the start, some part paid.
  loans = await twoBillLoans(db, { count: 300, firstNumber: 80000000, start: START, disbursedDaysBefore: 200, firstDue: (id) => -(id % 150) });
});

/** The loans made here whose order id passes `test`. */
const loansWhere = (test: (id: number) => boolean) => loans.where(test);

interface Snapshot {
  cases: unknown[];
  moves: unknown[];
  collected: unknown[];
}

async function snapshot(tx: Tx): Promise<Snapshot> {
  return {
    cases: await selectRows(tx, sql`select order_id, status, bucket, bucket_rank, late_since, overdue_before_penalty::bigint, paid_seen::bigint, agent_id, close_reason, opened_at, closed_at, updated_at from collection_cases order by order_id, id`),
    moves: await selectRows(tx, sql`select c.order_id, m.from_bucket, m.to_bucket, m.days_past_due, m.day, m.created_at from collection_case_moves m join collection_cases c on c.id = m.case_id order by c.order_id, m.id`),
    collected: await selectRows(tx, sql`select c.order_id, x.bucket, x.agent_id, x.day, x.amount::bigint, x.at from collection_collected x join collection_cases c on c.id = x.case_id order by c.order_id, x.id`),
  };
}

/** `work` in a transaction rolled back afterwards: the rows it left. */
const tried = (work: (tx: Tx) => Promise<void>): Promise<Snapshot> => rolledBack(db, work, snapshot);

describe('the collections job, set-based, over a few hundred late loans (issue 46)', () => {
  it('leaves the same cases, moves and money collected as the loan-by-loan pass, day after day, and a later run of the day writes nothing', async () => {
    const days = [0, 5, 20, 45];
    for (const [i, d] of days.entries()) {
      const at = new Date(START + d * DAY);
      // Between runs: some loans paid up, some part paid, some written off.
      if (i === 2) {
        await payBillsInFull(db, loansWhere((id) => id % 7 === 0));
        await payTowardBills(db, loansWhere((id) => id % 5 === 0), 5000);
        await markLoansWrittenOff(db, loansWhere((id) => id % 11 === 0));
      }
      const reference = await tried((tx) => perLoanPass(tx, at));
      const swept = await tried(async (tx) => void (await runCollectionsJob(tx as unknown as Db, () => at.getTime(), COLLECTIONS_SETTINGS)));
      expect(swept.cases.length, `day ${d}`).toBeGreaterThan(0);
      expect(swept, `day ${d}`).toEqual(reference);
      const ran = await runCollectionsJob(db, () => at.getTime(), COLLECTIONS_SETTINGS);
      expect(ran.ran).toBe(true);
      const once = await tried(async () => undefined);
      expect(once).toEqual(reference);
      const again = await runCollectionsJob(db, () => at.getTime(), COLLECTIONS_SETTINGS);
      expect(again).toMatchObject({ opened: 0, moved: 0, closed: 0 });
      expect(await tried(async () => undefined)).toEqual(once);
      // An hour later the same day (the job runs hourly): nothing changed, so both passes write no case, not even its
      // updated_at.
      const later = new Date(at.getTime() + 3_600_000);
      const laterReference = await tried((tx) => perLoanPass(tx, later));
      expect(laterReference, `day ${d}, an hour later`).toEqual(once);
      expect(await tried(async (tx) => void (await runCollectionsJob(tx as unknown as Db, () => later.getTime(), COLLECTIONS_SETTINGS))), `day ${d}, an hour later`).toEqual(laterReference);
    }
    const buckets = await selectRows<{ bucket: string }>(db, sql`select distinct m.to_bucket as bucket from collection_case_moves m join collection_cases c on c.id = m.case_id where c.order_id between ${loans.first} and ${loans.last} and m.to_bucket is not null`);
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    // Eight loan-by-loan passes over 300 loans (a few round trips a loan): minutes on PostgreSQL under a loaded machine.
  }, 300_000);

  it("the next day's first run writes only the cases whose bucket, money or agent changed, not every open case as a day passes", async () => {
    const rows = sql`select id, bucket, xmin::text as version from collection_cases where status = 'OPEN' and order_id between ${loans.first} and ${loans.last} order by id`;
    type Row = { id: number | string; bucket: string; version: string };
    // Day 45's run (the test above ends there; run again, it writes nothing).
    await runCollectionsJob(db, () => START + 45 * DAY, COLLECTIONS_SETTINGS);
    const before = await selectRows<Row>(db, rows);
    const next = new Date(START + 46 * DAY);
    const after = await rolledBack(db, async (tx) => void (await runCollectionsJob(tx as unknown as Db, () => next.getTime(), COLLECTIONS_SETTINGS)), (tx) => selectRows<Row>(tx, rows));
    const was = new Map(before.map((r) => [String(r.id), r]));
    const stayed = after.filter((r) => was.get(String(r.id))?.bucket === r.bucket);
    const moved = after.filter((r) => was.has(String(r.id)) && was.get(String(r.id))!.bucket !== r.bucket);
    expect(stayed.length).toBeGreaterThan(50);
    expect(moved.length).toBeGreaterThan(0);
    // Nothing was paid since the day before: a case still in its bucket keeps its row version; one that moved is written.
    expect(stayed.filter((r) => r.version !== was.get(String(r.id))!.version)).toEqual([]);
    expect(moved.every((r) => r.version !== was.get(String(r.id))!.version)).toBe(true);
  });
});
