import { addDays, type BusinessDate, daysBetween } from '@pocket/contracts/lusaka-date';
import { percentOf } from '@pocket/contracts/money';
import { outstanding, type PlanState } from '@pocket/contracts/plan-state';

export interface PenaltyRule {
  penaltyDailyBp: number;
  penaltyCapBp: number;
}

export interface PenaltyAccrual {
  date: BusinessDate;
  amount: number;
}

/**
 * The penalties to charge up to `today`: for each overdue day not yet charged, a share of the outstanding principal,
 * never more in total than the cap on the original principal. Charging the result and then calling again with the
 * same day gives nothing (the job is idempotent per day).
 */
export function penaltiesDue(plan: PlanState, rule: PenaltyRule, today: BusinessDate): PenaltyAccrual[] {
  const firstOverdue = addDays(plan.dueDate, 1);
  const start = plan.penaltyThrough && daysBetween(firstOverdue, plan.penaltyThrough) >= 0
    ? addDays(plan.penaltyThrough, 1)
    : firstOverdue;
  const cap = percentOf(plan.due.principal, rule.penaltyCapBp);
  let charged = plan.due.penalty;
  const daily = percentOf(outstanding(plan).principal, rule.penaltyDailyBp);
  const out: PenaltyAccrual[] = [];
  for (let d = start; daysBetween(d, today) >= 0; d = addDays(d, 1)) {
    const amount = Math.min(daily, cap - charged);
    if (amount <= 0) break;
    out.push({ date: d, amount });
    charged += amount;
  }
  return out;
}
