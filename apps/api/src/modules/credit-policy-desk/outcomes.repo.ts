import { sql } from 'drizzle-orm';

import type { LoanOutcomes } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { creditDecisionRows } from '../credit-policy/plugin';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';

/** How one loan turned out: written off, paid on time, paid late, still open; and whether a bill ran 30+ days late. */
export type LoanOutcome = 'writtenOff' | 'paidOnTime' | 'paidLate' | 'open';
export interface OrderOutcome {
  outcome: LoanOutcome | null;
  late30: boolean;
}

export const noOutcomes = (): LoanOutcomes => ({ loans: 0, paidOnTime: 0, paidLate: 0, open: 0, late30: 0, writtenOff: 0 });

export function addOutcome(to: LoanOutcomes, o: OrderOutcome | undefined): void {
  if (!o?.outcome) return;
  to.loans += 1;
  to[o.outcome] += 1;
  if (o.late30) to.late30 += 1;
}

/** Days a bill (`lp`, a row of lending's `loanPlanRows`) ran late: from its due date to its payment (or `today` while unpaid), Lusaka dates. */
export const daysLate = (today: string) =>
  sql`greatest(0, coalesce(((lp.settled_at at time zone 'UTC') + interval '2 hours')::date, ${today}::date) - lp.due_date::date)`;

/** How a loan turned out from its order's status: a refused, failed or waiting order has none. */
export function outcomeOf(status: string, settledLate: boolean | null, writtenOff: boolean): LoanOutcome | null {
  if (writtenOff) return 'writtenOff';
  if (status === 'SETTLED') return settledLate ? 'paidLate' : 'paidOnTime';
  if (['REPAYING', 'OVERDUE'].includes(status)) return 'open';
  return null;
}

export interface VersionFigures {
  version: number;
  decisions: number;
  approved: number;
  review: number;
  refused: number;
  outcomes: LoanOutcomes;
}

/** Decisions per version with how their loans turned out (one statement over the recorded decisions). */
export async function figuresPerVersion(tx: Tx, today: string): Promise<VersionFigures[]> {
  const rows = await selectRows<Record<string, number | string>>(
    tx,
    sql`with d as (
          select d.policy_version, d.outcome, o.status, o.settled_late, o.written_off_at is not null as written_off,
            (select max(${daysLate(today)}) from ${loanPlanRows} lp where lp.order_id = o.id) as max_late
          from ${creditDecisionRows} d left join ${loanOrderRows} o on o.id = d.order_id
        )
        select policy_version as version, count(*) as decisions,
          count(*) filter (where outcome = 'approved') as approved,
          count(*) filter (where outcome = 'review') as review,
          count(*) filter (where outcome = 'refused') as refused,
          count(*) filter (where written_off or status in ('SETTLED', 'REPAYING', 'OVERDUE')) as loans,
          count(*) filter (where not written_off and status = 'SETTLED' and settled_late = false) as paid_on_time,
          count(*) filter (where not written_off and status = 'SETTLED' and settled_late = true) as paid_late,
          count(*) filter (where not written_off and status in ('REPAYING', 'OVERDUE')) as open,
          count(*) filter (where written_off) as written_off,
          count(*) filter (where (written_off or status in ('SETTLED', 'REPAYING', 'OVERDUE')) and max_late >= 30) as late30
        from d group by policy_version order by policy_version`,
  );
  return rows.map((r) => ({
    version: Number(r.version),
    decisions: Number(r.decisions),
    approved: Number(r.approved),
    review: Number(r.review),
    refused: Number(r.refused),
    outcomes: { loans: Number(r.loans), paidOnTime: Number(r.paid_on_time), paidLate: Number(r.paid_late), open: Number(r.open), late30: Number(r.late30), writtenOff: Number(r.written_off) },
  }));
}
