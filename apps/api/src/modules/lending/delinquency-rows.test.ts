import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '@pocket/contracts/lusaka-date';

import { createTestApp, privateTestDb, testClock } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { addBorrowersInBulk } from '../user/test-support';
import { delinquencyRows, lateAndOtherRows, lateOrderIds } from './delinquency';

const START = '2026-03-01';
let db: Db;
let first: number;
let last: number;

/**
 * 240 loans of one to three bills due around START (due dates on month ends among them), in every state the job meets:
 * not yet due, late, paid in part, paid in full (the bill SETTLED, the loan still open or SETTLED), waived in part, a
 * bill moved to a later date (an extension), written off, and loans that are neither open nor late.
 */
beforeAll(async () => {
  // A private PGlite copy, also on the PostgreSQL pass: these bills have no ledger entries, and on the shared database
  // another file's ledger check would count them.
  db = await privateTestDb();
  await createTestApp({ now: testClock(Date.parse(`${START}T08:00:00Z`)).now }, { db });
  const borrowers = await addBorrowersInBulk(db, 240, 81000000);
  const [range] = await selectRows<{ first: string; last: string }>(
    db,
    sql`with u as (select unnest(${`{${borrowers.join(',')}}`}::bigint[]) as id),
        o as (insert into loan_orders (user_id, product_id, principal, term_days, status, wallet_msisdn, disbursed_at, written_off_at)
              select id, 1, 100000, 30, (array['REPAYING', 'OVERDUE', 'SETTLED', 'REPAYING', 'OVERDUE', 'CLOSED'])[1 + id % 6], '0971234567',
                ${START}::timestamptz - interval '90 days', case when id % 17 = 0 then now() end from u returning id, user_id)
        select min(id) as first, max(id) as last from o`,
  );
  first = Number(range!.first);
  last = Number(range!.last);
  await db.execute(sql`insert into loan_plans (order_id, user_id, loan_period, due_date, status, principal_due, principal_paid, principal_waived, fee_due, fee_paid, penalty_due, extensions)
    select o.id, o.user_id, k,
      case when o.id % 5 = 0 then to_char(date_trunc('month', ${START}::date) - interval '1 day' + (k - 1) * interval '1 month', 'YYYY-MM-DD')
           else (${START}::date - 20 + (o.id % 40)::int + (k - 1) * 14 + case when o.id % 9 = 0 then 7 else 0 end)::text end,
      case when (o.id + k) % 4 = 0 then 'SETTLED' when o.id % 3 = 0 then 'OVERDUE' else 'REPAYING' end,
      50000, case when (o.id + k) % 4 = 0 then 50000 - (o.id % 7) * 1000 when o.id % 2 = 0 then 12345 else 0 end,
      case when (o.id + k) % 4 = 0 then (o.id % 7) * 1000 when o.id % 11 = 0 then 5000 else 0 end,
      2000, case when (o.id + k) % 4 = 0 then 2000 else 0 end, case when o.id % 13 = 0 then 700 else 0 end, case when o.id % 9 = 0 then 1 else 0 end
    from loan_orders o, generate_series(1, 1 + (o.id % 3)::int) k where o.id between ${first} and ${last}`);
});

describe('the daily job’s lateness read (lending door: lateAndOtherRows; issue 46)', () => {
  it('gives, for every late loan and every loan asked for, the rows delinquencyRows gives, on every day around the due dates', async () => {
    // "Others": a case's loans, as collections asks (some late, some not, some settled), with a column of its own.
    const others = sql`select id as order_id, id * 10 as tag from loan_orders where id between ${first} and ${last} and id % 4 = 1`;
    for (let d = -25; d <= 60; d += 1) {
      const today = addDays(START, d);
      const one = await selectRows<Record<string, unknown>>(
        db,
        sql`select * from (${lateAndOtherRows(today, others, ['tag'])}) x where order_id between ${first} and ${last} order by order_id`,
      );
      const reference = await selectRows<Record<string, unknown>>(
        db,
        sql`select d.*, k.tag from (${delinquencyRows(today, sql`${lateOrderIds(today)} union select order_id from (${others}) k`)}) d
            left join (${others}) k on k.order_id = d.order_id
            where (d.late or k.order_id is not null) and d.order_id between ${first} and ${last} order by d.order_id`,
      );
      expect(one, today).toEqual(reference);
      if (d === 0) expect(new Set(one.map((r) => `${String(r.late)} ${r.tag === null ? 'late' : 'asked'}`)).size, today).toBe(3);
    }
  });
});
