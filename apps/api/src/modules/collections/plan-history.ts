import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/** An instalment bill as it stood at the end of a past day. */
export interface BillOn {
  dueDate: string;
  /** Repaid by then: the bill's successful repayments finalized by then. */
  paid: number;
}

/**
 * The instalment bills of payment plans at the end of a day (docs/collections.md, "Restructured loans", `on`): their
 * due dates (loan_plans, read by name) and what had been repaid on each by then, replayed from the bill's successful
 * repayments by the time they were finalized (payments, read by name). Penalties charged later are not replayed.
 */
export async function billsOn(db: Db, planIds: readonly number[], end: Date): Promise<Map<number, BillOn>> {
  const out = new Map<number, BillOn>();
  if (planIds.length === 0) return out;
  const rows = await selectRows<{ id: number | string; due_date: string; paid: number | string }>(
    db,
    sql`select b.id, b.due_date,
          coalesce((select sum(p.amount) from payments p where p.plan_id = b.id and p.kind = 'REPAY' and p.status = 'SUCCESSFUL' and p.finalized_at <= ${end.toISOString()}::timestamptz), 0) as paid
        from loan_plans b where b.id in (${sql.join(planIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  for (const r of rows) out.set(Number(r.id), { dueDate: r.due_date, paid: Number(r.paid) });
  return out;
}
