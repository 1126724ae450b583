import { type SQL, sql } from 'drizzle-orm';

import { type LoanPlansData, PLAN_BROKEN_AFTER_DAYS, type PlanState, type RestructureRow, type RestructuresData, type RestructuresQuery } from '@pocket/contracts/api/staff';
import { addDays, endOfLusakaDay, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { badRequest } from '../../plugins/errors';
import { approvalRows } from '../approvals/plugin';
import { daysPastDue, loanOrderRows, loanPlanRows } from '../lending/plugin';
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

/**
 * An instalment at the end of a past day, as its bill stood then: what it asked, with the penalties charged on it by
 * then, less what had been repaid and waived on it by then. Paid once that is nothing; closed if the plan was replaced
 * or the loan written off by then.
 */
function instalmentOn(planned: { amount: number }, bill: BillOn | undefined, closed: boolean, day: string): Instalment & { left: number } {
  if (!bill) return { dueDate: '', amount: planned.amount, paid: 0, state: 'closed', left: 0 };
  const owed = planned.amount + bill.penalty - bill.paid - bill.waived;
  const state: Instalment['state'] = owed <= 0 ? 'paid' : closed ? 'closed' : bill.dueDate < day ? 'late' : 'due';
  const left = state === 'due' || state === 'late' ? owed : 0;
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
 * The payment plans (PLANNED requests) `which` selects, who proposed and approved each (the approval, through the
 * approvals' door), their instalments' bills (through lending's door) and where each stands at the end of `day`: today's bills, or
 * (`past`) the bills replayed to that day (plan-history.ts).
 */
async function planRows(db: Db, day: string, past: boolean, which: SQL): Promise<RestructureRow[]> {
  const upTo = endOfLusakaDay(day).toISOString();
  const plans = await selectRows<PlanRow>(
    db,
    sql`select h.order_id, h.decided_at, h.owed_before, h.planned, h.bills, a.requested_by as agent_id, a.requested_by_email as agent, a.decided_by_email as approved_by,
          coalesce(o.written_off_at <= ${upTo}::timestamptz, false) as written_off,
          exists (select 1 from hardship_requests r where r.order_id = h.order_id and r.status = 'PLANNED' and r.decided_at > h.decided_at and r.decided_at <= ${upTo}::timestamptz) as replaced
        from hardship_requests h join ${loanOrderRows} o on o.id = h.order_id left join ${approvalRows} a on a.id = h.approval_id
        where h.status = 'PLANNED' and ${which}
        order by h.decided_at, h.id`,
  );
  const ids = plans.flatMap((p) => (p.bills ?? []).map((b) => b.planId));
  const bills = new Map<number, BillRow>();
  const replayed = past ? await billsOn(db, ids, endOfLusakaDay(day)) : null;
  if (ids.length > 0 && replayed === null) {
    const found = await selectRows<BillRow>(
      db,
      sql`select id, due_date, status, principal_paid + interest_paid + fee_paid + penalty_paid as paid,
            principal_paid + interest_paid + fee_paid + penalty_paid + principal_waived + interest_waived + fee_waived + penalty_waived as paid_or_waived,
            principal_due + interest_due + fee_due + penalty_due - principal_paid - interest_paid - fee_paid - penalty_paid
              - principal_waived - interest_waived - fee_waived - penalty_waived as owed
          from ${loanPlanRows} b where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    );
    for (const b of found) bills.set(Number(b.id), b);
  }
  return plans.map((p) => {
    const instalments = (p.bills ?? []).map((b) => (replayed ? instalmentOn(b, replayed.get(b.planId), p.written_off || p.replaced, day) : instalmentOf(b, bills.get(b.planId), p.written_off, day)));
    const unpaid = instalments.filter((i) => i.state === 'due' || i.state === 'late');
    const nextDue = unpaid[0]?.dueDate ?? null;
    const daysLate = unpaid[0]?.state === 'late' ? daysPastDue(nextDue, day) : 0;
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
}

/** The day a plan is read at: `on` (not after today), or today. */
function dayOf(on: string | undefined, now: number): string {
  const day = on ?? lusakaDate(now);
  if (day > lusakaDate(now)) throw badRequest(ON_AFTER_TODAY);
  return day;
}

/**
 * The restructured loans (docs/collections.md, "Restructured loans"): every payment plan approved in the range (a
 * PLANNED request) and where it stands today, or at the end of the day `on` (a past day: the bills replayed by date).
 */
export async function restructuresReport(db: Db, now: number, q: RestructuresQuery): Promise<RestructuresData> {
  const { from, to } = rangeOf(q, now);
  const today = dayOf(q.on, now);
  const start = new Date(endOfLusakaDay(addDays(from, -1)).getTime() + 1).toISOString();
  const end = endOfLusakaDay(to).toISOString();
  const rows = await planRows(db, today, q.on !== undefined, sql`h.decided_at between ${start}::timestamptz and ${end}::timestamptz`);
  const sum = (k: 'original' | 'waived' | 'planned' | 'paid' | 'left') => rows.reduce((n, r) => n + r[k], 0);
  const count = (state: PlanState) => rows.filter((r) => r.state === state).length;
  return {
    from,
    to,
    rows,
    totals: { loans: rows.length, onTrack: count('on track'), behind: count('behind'), completed: count('completed'), broken: count('broken'), original: sum('original'), waived: sum('waived'), planned: sum('planned'), paid: sum('paid'), left: sum('left') },
  };
}

/**
 * One loan's payment plans approved by the end of the day `on` (default today), as they stood then: the same reading
 * as the restructured loans report's (docs/collections.md, "The desk": the plan on a past day on the case page).
 */
export async function loanPlansOn(db: Db, now: number, orderId: number, on: string | undefined): Promise<LoanPlansData> {
  const day = dayOf(on, now);
  const rows = await planRows(db, day, on !== undefined, sql`h.order_id = ${orderId} and h.decided_at <= ${endOfLusakaDay(day).toISOString()}::timestamptz`);
  return { orderId, on: day, rows };
}
