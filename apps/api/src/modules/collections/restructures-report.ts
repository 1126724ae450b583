import { sql } from 'drizzle-orm';

import { PLAN_BROKEN_AFTER_DAYS, type PlanState, type RestructureRow, type RestructuresData, type RestructuresQuery } from '@pocket/contracts/api/staff';
import { addDays, endOfLusakaDay, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { badRequest } from '../../plugins/errors';
import { daysPastDue } from '../lending/plugin';
import { type BillOn, billsOn } from './plan-history';
import { rangeOf } from './report-range';

interface PlanRow {
  order_id: number | string;
  decided_at: Date | string;
  owed_before: number | string | null;
  planned: number | string | null;
  bills: Array<{ planId: number; amount: number }> | null;
  agent_id: number | string | null;
  agent: string | null;
  approved_by: string | null;
  written_off: boolean;
  replaced: boolean;
}

interface BillRow {
  id: number | string;
  due_date: string;
  status: string;
  paid: number | string;
  paid_or_waived: number | string;
  owed: number | string;
}

type Instalment = RestructureRow['schedule'][number];

/** An instalment today: paid (settled at its amount), closed (settled short: a later plan took the rest; or the loan written off), late, due. */
function instalmentOf(planned: { amount: number }, bill: BillRow | undefined, writtenOff: boolean, today: string): Instalment & { left: number } {
  if (!bill) return { dueDate: '', amount: planned.amount, paid: 0, state: 'closed', left: 0 };
  const paid = Number(bill.paid);
  const settled = bill.status === 'SETTLED';
  const state: Instalment['state'] = settled ? (Number(bill.paid_or_waived) >= planned.amount ? 'paid' : 'closed') : writtenOff ? 'closed' : bill.due_date < today ? 'late' : 'due';
  const left = state === 'due' || state === 'late' ? Number(bill.owed) : 0;
  return { dueDate: bill.due_date, amount: planned.amount, paid, state, left };
}

/** An instalment at the end of a past day, from what had been repaid on it by then; closed if the plan was replaced or the loan written off by then. */
function instalmentOn(planned: { amount: number }, bill: BillOn | undefined, closed: boolean, day: string): Instalment & { left: number } {
  if (!bill) return { dueDate: '', amount: planned.amount, paid: 0, state: 'closed', left: 0 };
  const state: Instalment['state'] = bill.paid >= planned.amount ? 'paid' : closed ? 'closed' : bill.dueDate < day ? 'late' : 'due';
  const left = state === 'due' || state === 'late' ? planned.amount - bill.paid : 0;
  return { dueDate: bill.dueDate, amount: planned.amount, paid: bill.paid, state, left };
}

export const ON_AFTER_TODAY = 'on: must not be after today';

/** The plan's state (PLAN_STATES in contracts): completed, broken, behind or on track. */
function stateOf(schedule: Instalment[], p: PlanRow, daysLate: number): PlanState {
  if (schedule.every((i) => i.state === 'paid')) return 'completed';
  if (p.written_off || p.replaced || daysLate > PLAN_BROKEN_AFTER_DAYS) return 'broken';
  return daysLate > 0 ? 'behind' : 'on track';
}

/**
 * The restructured loans (docs/collections.md, "Restructured loans"): every payment plan approved in the range (a
 * PLANNED request), who proposed and approved it (the approval, read by name), its instalments' bills (loan_plans,
 * read by name) and where it stands today, or at the end of the day `on` (a past day: the payments replayed by date).
 */
export async function restructuresReport(db: Db, now: number, q: RestructuresQuery): Promise<RestructuresData> {
  const { from, to } = rangeOf(q, now);
  const today = q.on ?? lusakaDate(now);
  if (today > lusakaDate(now)) throw badRequest(ON_AFTER_TODAY);
  const upTo = endOfLusakaDay(today).toISOString();
  const start = new Date(endOfLusakaDay(addDays(from, -1)).getTime() + 1).toISOString();
  const end = endOfLusakaDay(to).toISOString();
  const plans = await selectRows<PlanRow>(
    db,
    sql`select h.order_id, h.decided_at, h.owed_before, h.planned, h.bills, a.requested_by as agent_id, a.requested_by_email as agent, a.decided_by_email as approved_by,
          coalesce(o.written_off_at <= ${upTo}::timestamptz, false) as written_off,
          exists (select 1 from hardship_requests r where r.order_id = h.order_id and r.status = 'PLANNED' and r.decided_at > h.decided_at and r.decided_at <= ${upTo}::timestamptz) as replaced
        from hardship_requests h join loan_orders o on o.id = h.order_id left join staff_approvals a on a.id = h.approval_id
        where h.status = 'PLANNED' and h.decided_at between ${start}::timestamptz and ${end}::timestamptz
        order by h.decided_at, h.id`,
  );
  const ids = plans.flatMap((p) => (p.bills ?? []).map((b) => b.planId));
  const bills = new Map<number, BillRow>();
  const past = q.on !== undefined ? await billsOn(db, ids, endOfLusakaDay(today)) : null;
  if (ids.length > 0 && past === null) {
    const found = await selectRows<BillRow>(
      db,
      sql`select id, due_date, status, principal_paid + interest_paid + fee_paid + penalty_paid as paid,
            principal_paid + interest_paid + fee_paid + penalty_paid + principal_waived + interest_waived + fee_waived + penalty_waived as paid_or_waived,
            principal_due + interest_due + fee_due + penalty_due - principal_paid - interest_paid - fee_paid - penalty_paid
              - principal_waived - interest_waived - fee_waived - penalty_waived as owed
          from loan_plans where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    for (const b of found) bills.set(Number(b.id), b);
  }
  const rows: RestructureRow[] = plans.map((p) => {
    const instalments = (p.bills ?? []).map((b) => (past ? instalmentOn(b, past.get(b.planId), p.written_off || p.replaced, today) : instalmentOf(b, bills.get(b.planId), p.written_off, today)));
    const unpaid = instalments.filter((i) => i.state === 'due' || i.state === 'late');
    const nextDue = unpaid[0]?.dueDate ?? null;
    const daysLate = unpaid[0]?.state === 'late' ? daysPastDue(nextDue, today) : 0;
    const schedule = instalments.map(({ left: _left, ...i }) => i);
    const [original, planned] = [Number(p.owed_before ?? 0), Number(p.planned ?? 0)];
    return {
      day: lusakaDate(new Date(p.decided_at)),
      orderId: Number(p.order_id),
      agentId: p.agent_id === null ? null : Number(p.agent_id),
      agent: p.agent ?? '',
      approvedBy: p.approved_by ?? '',
      original,
      waived: original - planned,
      planned,
      instalments: instalments.length,
      instalmentsPaid: instalments.filter((i) => i.state === 'paid').length,
      paid: instalments.reduce((n, i) => n + i.paid, 0),
      left: instalments.reduce((n, i) => n + i.left, 0),
      nextDue,
      daysLate,
      state: stateOf(schedule, p, daysLate),
      schedule,
    };
  });
  const sum = (k: 'original' | 'waived' | 'planned' | 'paid' | 'left') => rows.reduce((n, r) => n + r[k], 0);
  const count = (state: PlanState) => rows.filter((r) => r.state === state).length;
  return {
    from,
    to,
    rows,
    totals: { loans: rows.length, onTrack: count('on track'), behind: count('behind'), completed: count('completed'), broken: count('broken'), original: sum('original'), waived: sum('waived'), planned: sum('planned'), paid: sum('paid'), left: sum('left') },
  };
}
