import { addDays, type BusinessDate, daysBetween } from '@pocket/contracts/lusaka-date';
import { percentOf } from '@pocket/contracts/money';
import { isPaidOff, type PlanState } from '@pocket/contracts/plan-state';

export interface ExtensionRule {
  extensionFeeBp: number;
  maxExtensions: number;
  extensionDaysBefore: number;
  extensionDaysAfter: number;
}

export type ExtensionCheck =
  | { ok: true; fee: number; beforeRepayDate: BusinessDate; extensionRepayDate: BusinessDate }
  | { ok: false; reason: string };

/**
 * Whether a bill can be extended today, and for what fee: the fee is a share of the bill's principal; the due date
 * moves by the loan term, counted from today when the bill is already overdue so an extension always buys time.
 */
export function checkExtension(
  plan: PlanState,
  rule: ExtensionRule,
  termDays: number,
  today: BusinessDate,
): ExtensionCheck {
  if (isPaidOff(plan)) return { ok: false, reason: 'This bill is already paid off' };
  if (plan.extensions >= rule.maxExtensions) {
    return { ok: false, reason: `This bill has already been extended ${rule.maxExtensions} times, the most allowed` };
  }
  const toDue = daysBetween(today, plan.dueDate);
  if (toDue > rule.extensionDaysBefore) {
    return {
      ok: false,
      reason: `An extension is possible from ${addDays(plan.dueDate, -rule.extensionDaysBefore)}, ${rule.extensionDaysBefore} days before the due date`,
    };
  }
  if (-toDue > rule.extensionDaysAfter) {
    return {
      ok: false,
      reason: `An extension is possible until ${rule.extensionDaysAfter} days after the due date; this bill is ${-toDue} days overdue`,
    };
  }
  const from = toDue >= 0 ? plan.dueDate : today;
  return {
    ok: true,
    fee: percentOf(plan.due.principal, rule.extensionFeeBp),
    beforeRepayDate: plan.dueDate,
    extensionRepayDate: addDays(from, termDays),
  };
}
