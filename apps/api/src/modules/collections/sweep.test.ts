import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { runCollectionsJob } from './cases';
import { COLLECTIONS_SETTINGS } from './settings';
import { perLoanPass, rolledBack } from './test-support';

const START = Date.parse('2026-09-01T08:00:00Z');
const DAY = 86_400_000;
let db: Db;
let first: number;
let last: number;

beforeAll(async () => {
  await createTestApp({ now: testClock(START).now });
  db = await testDb();
  // 300 loans of two bills each, the first due on one of 150 days before the start, some part paid.
  const [range] = await selectRows<{ first: string; last: string }>(
    db,
    sql`with u as (insert into users (mobile) select '09' || lpad((80000000 + g)::text, 8, '0') from generate_series(1, 300) g returning id),
        o as (insert into loan_orders (user_id, product_id, principal, term_days, status, wallet_msisdn, disbursed_at)
              select id, 1, 100000, 30, 'REPAYING', '0971234567', ${new Date(START - 200 * DAY).toISOString()}::timestamptz from u returning id, user_id)
        select min(id) as first, max(id) as last from o`,
  );
  first = Number(range!.first);
  last = Number(range!.last);
  await db.execute(sql`insert into loan_plans (order_id, user_id, loan_period, due_date, status, principal_due, principal_paid)
    select o.id, o.user_id, k, (${lusakaDate(new Date(START))}::date - (o.id % 150)::int + (k - 1) * 30)::text, 'REPAYING', 50000, case when o.id % 4 = 0 then 10000 else 0 end
    from loan_orders o, generate_series(1, 2) k where o.id between ${first} and ${last}`);
});

interface Snapshot {
  cases: unknown[];
  moves: unknown[];
  collected: unknown[];
}

async function snapshot(tx: Tx): Promise<Snapshot> {
  return {
    cases: await selectRows(tx, sql`select order_id, status, bucket, bucket_rank, days_past_due, overdue::bigint, paid_seen::bigint, agent_id, close_reason, opened_at, closed_at, updated_at from collection_cases order by order_id, id`),
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
        await db.execute(sql`update loan_plans set principal_paid = principal_due, status = 'SETTLED' where order_id between ${first} and ${last} and order_id % 7 = 0`);
        await db.execute(sql`update loan_plans set principal_paid = principal_paid + 5000 where order_id between ${first} and ${last} and order_id % 5 = 0 and status <> 'SETTLED'`);
        await db.execute(sql`update loan_orders set written_off_at = now() where id between ${first} and ${last} and id % 11 = 0`);
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
    const buckets = await selectRows<{ bucket: string }>(db, sql`select distinct m.to_bucket as bucket from collection_case_moves m join collection_cases c on c.id = m.case_id where c.order_id between ${first} and ${last} and m.to_bucket is not null`);
    expect(buckets.length).toBeGreaterThanOrEqual(4);
    // Eight loan-by-loan passes over 300 loans (a few round trips a loan): minutes on PostgreSQL under a loaded machine.
  }, 300_000);
});
