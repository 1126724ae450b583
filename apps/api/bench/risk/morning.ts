/**
 * What lending's overdue job writes on the morning of `day`, before the collections job runs (lending/jobs.ts): every
 * late bill not yet OVERDUE, or not yet charged through `day` with its penalty below its cap, charged its penalty days
 * up to `day` (1% of the outstanding principal a day, never more than the cap) and marked OVERDUE; a capped bill left
 * as it is. One set-based statement for the bench: the real job at a million borrowers works such bills 50 at a time
 * (docs/performance.md, "The overdue job batch by batch"), each day, for many minutes; the rows it leaves, and so the
 * borrowers whose books it writes (the collections job's next read), are the same, without the ledger's penalty
 * entries (the bench does not read the figures as accounts).
 */
import { sql } from 'drizzle-orm';

import type { BusinessDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';

export async function chargeMorning(db: Db, day: BusinessDate): Promise<{ bills: number; capped: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const [row] = await selectRows<{ bills: number | string; capped: number | string }>(
      tx,
      sql`
      with late as (
        select p.id, p.penalty_due, p.status, p.was_overdue, p.penalty_through,
          (p.principal_due * pr.penalty_cap_bp + 5000) / 10000 as cap,
          ((p.principal_due - p.principal_paid - p.principal_waived) * pr.penalty_daily_bp + 5000) / 10000 as daily,
          ${day}::date - greatest(p.due_date::date, coalesce(p.penalty_through::date, p.due_date::date)) as days
        from loan_plans p join loan_orders o on o.id = p.order_id join loan_products pr on pr.id = o.product_id
        where p.status <> 'SETTLED' and p.due_date < ${day} and o.written_off_at is null),
      todo as (
        select * from late
        where status <> 'OVERDUE' or not was_overdue or ((penalty_through is null or penalty_through < ${day}) and penalty_due < cap)),
      done as (
        update loan_plans x set penalty_due = greatest(x.penalty_due, least(t.cap, x.penalty_due + t.daily * greatest(t.days, 0))), penalty_through = ${day},
          status = 'OVERDUE', was_overdue = true, updated_at = now()
        from todo t where x.id = t.id returning x.penalty_due >= t.cap as capped)
      select count(*) as bills, count(*) filter (where capped) as capped from done`,
    );
    return { bills: Number(row?.bills ?? 0), capped: Number(row?.capped ?? 0) };
  });
}
