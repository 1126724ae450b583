import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loanPlanRows } from '../lending/plugin';
import { paymentRows } from '../payments/plugin';

/** An instalment bill as it stood at the end of a past day. */
export interface BillOn {
  dueDate: string;
  /** Repaid by then: the bill's successful repayments finalized by then. */
  paid: number;
  /** Penalties charged on it by then (its `penalty` ledger entries booked by then). */
  penalty: number;
  /** Waived on it by then (its `desk_waiver` and `coupon_waiver` entries booked by then). */
  waived: number;
}

/** The kinds of ledger entry that take part of a bill away without payment (lending's postings.ts). */
const WAIVER_KINDS = ['desk_waiver', 'coupon_waiver'];

/**
 * The instalment bills of payment plans at the end of a day (docs/collections.md, "Restructured loans", `on`): their
 * due dates (lending's bills, through its door), what had been repaid on each by then, replayed from the bill's successful
 * repayments by the time they were finalized (the payments, through their door), and what the bill had been charged in
 * penalties and waived by then, from its ledger entries by the time they were booked (ledger_entries and
 * ledger_lines: a bill's lines carry its subject `plan:<id>`, a penalty's positive, a waiver's negative).
 */
export async function billsOn(db: Db, planIds: readonly number[], end: Date): Promise<Map<number, BillOn>> {
  const out = new Map<number, BillOn>();
  if (planIds.length === 0) return out;
  const by = sql`${end.toISOString()}::timestamptz`;
  const lines = (kinds: string[]) =>
    sql`coalesce((select sum(l.amount) from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where l.subject = 'plan:' || b.id and e.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)}) and e.created_at <= ${by}), 0)`;
  const rows = await selectRows<{ id: number | string; due_date: string; paid: number | string; penalty: number | string; waived: number | string }>(
    db,
    sql`select b.id, b.due_date,
          coalesce((select sum(p.amount) from ${paymentRows} p where p.plan_id = b.id and p.kind = 'REPAY' and p.status = 'SUCCESSFUL' and p.finalized_at <= ${by}), 0) as paid,
          ${lines(['penalty'])} as penalty,
          -${lines(WAIVER_KINDS)} as waived
        from ${loanPlanRows} b where b.id in (${sql.join(planIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  for (const r of rows) out.set(Number(r.id), { dueDate: r.due_date, paid: Number(r.paid), penalty: Number(r.penalty), waived: Number(r.waived) });
  return out;
}
