import { sql } from 'drizzle-orm';

import type { ArmReportRow } from '@pocket/contracts/api/staff';
import type { DecisionOutcome } from '@pocket/contracts/credit-policy';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { creditDecisionRows, type PolicyArm } from '../credit-policy/plugin';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { daysLate } from './outcomes.repo';

/** A first bill this many days late (paid that late, or still unpaid) is a first-payment default. */
export const FIRST_PAYMENT_DEFAULT_DAYS = 7;

/** One recorded decision as the report counts it. */
export interface ArmDecision {
  /** Lusaka month of the decision (YYYY-MM): the vintage of the loan it made. */
  month: string;
  arm: PolicyArm;
  version: number;
  outcome: DecisionOutcome;
  amount: number;
  /** It became a loan (disbursed: repaying, overdue, settled or written off). */
  loan: boolean;
  /** Days the loan's first bill ran late, and the most any of its bills did (null: no loan). */
  firstBillDaysLate: number | null;
  maxDaysLate: number | null;
}

interface Tally {
  versions: Set<number>;
  applications: number;
  approved: number;
  amount: number;
  loans: number;
  firstPaymentDefault: number;
  late30: number;
}
export type ArmTallies = Map<string, Tally>;

/** Adds one decision to its month's and arm's tally (the report reads the decisions a page at a time). */
export function tally(into: ArmTallies, d: ArmDecision): void {
  const key = `${d.month}|${d.arm}`;
  let t = into.get(key);
  if (!t) into.set(key, (t = { versions: new Set(), applications: 0, approved: 0, amount: 0, loans: 0, firstPaymentDefault: 0, late30: 0 }));
  t.versions.add(d.version);
  t.applications += 1;
  if (d.outcome !== 'refused') {
    t.approved += 1;
    t.amount += d.amount;
  }
  if (d.loan) {
    t.loans += 1;
    if ((d.firstBillDaysLate ?? 0) >= FIRST_PAYMENT_DEFAULT_DAYS) t.firstPaymentDefault += 1;
    if ((d.maxDaysLate ?? 0) >= 30) t.late30 += 1;
  }
}

const bp = (n: number, of: number) => (of === 0 ? null : Math.round((n * 10_000) / of));

/** The tallies as the report's rows: month by month, the champion before the challenger. */
export function reportRows(tallies: ArmTallies): ArmReportRow[] {
  return [...tallies.entries()]
    // Month by month, the champion first in each month.
    .sort(([a], [b]) => {
      const [ka, kb] = [a.replace('|champion', '|0'), b.replace('|champion', '|0')];
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    })
    .map(([key, t]) => {
      const [month, arm] = key.split('|') as [string, PolicyArm];
      return {
        month, arm, versions: [...t.versions].sort((a, b) => a - b),
        applications: t.applications, approved: t.approved, approvalRateBp: bp(t.approved, t.applications) ?? 0,
        averageAmount: t.approved === 0 ? null : Math.round(t.amount / t.approved),
        loans: t.loans, firstPaymentDefault: t.firstPaymentDefault, firstPaymentDefaultBp: bp(t.firstPaymentDefault, t.loans),
        late30: t.late30, late30Bp: bp(t.late30, t.loans),
      };
    });
}

/**
 * The decisions of a challenger's run (from `from` to `to`, null: still running), both arms: the champion's and the
 * challenger's share, `pageSize` at a time (memory flat), with how each loan turned out by `today` (Lusaka).
 */
export async function armTallies(tx: Tx, w: { challenger: number; from: Date; to: Date | null; today: string; pageSize?: number }): Promise<ArmTallies> {
  const tallies: ArmTallies = new Map();
  const pageSize = w.pageSize ?? 2_000;
  let after = 0;
  for (;;) {
    const rows = await selectRows<{ id: number | string; created_at: Date | string; arm: PolicyArm; policy_version: number | string; outcome: DecisionOutcome; amount: number | string; loan: boolean | null; first_late: number | string | null; max_late: number | string | null }>(
      tx,
      sql`select d.id, d.created_at, d.arm, d.policy_version, d.outcome, d.amount,
            (o.written_off_at is not null or o.status in ('SETTLED', 'REPAYING', 'OVERDUE')) as loan,
            (select ${daysLate(w.today)} from ${loanPlanRows} lp where lp.order_id = o.id order by lp.due_date, lp.id limit 1) as first_late,
            (select max(${daysLate(w.today)}) from ${loanPlanRows} lp where lp.order_id = o.id) as max_late
          from ${creditDecisionRows} d left join ${loanOrderRows} o on o.id = d.order_id
          where d.created_at >= ${w.from.toISOString()}::timestamptz
            and (${w.to === null} or d.created_at < ${(w.to ?? w.from).toISOString()}::timestamptz)
            and (d.arm = 'champion' or (d.arm = 'challenger' and d.policy_version = ${w.challenger}))
            and d.id > ${after}
          order by d.id limit ${pageSize}`,
    );
    for (const r of rows) {
      const loan = r.loan === true;
      tally(tallies, {
        month: lusakaDate(new Date(r.created_at)).slice(0, 7), arm: r.arm, version: Number(r.policy_version), outcome: r.outcome, amount: Number(r.amount), loan,
        firstBillDaysLate: loan && r.first_late !== null ? Number(r.first_late) : null, maxDaysLate: loan && r.max_late !== null ? Number(r.max_late) : null,
      });
    }
    if (rows.length < pageSize) return tallies;
    after = Number(rows[rows.length - 1]!.id);
  }
}
