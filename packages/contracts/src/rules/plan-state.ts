import type { BusinessDate } from './lusaka-date';

/** The money components of a bill, in ngwee. */
export interface Components {
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

export const COMPONENTS = ['penalty', 'fee', 'interest', 'principal'] as const;
export type Component = (typeof COMPONENTS)[number];

export const zero = (): Components => ({ penalty: 0, fee: 0, interest: 0, principal: 0 });

export const sum = (c: Components): number => c.penalty + c.fee + c.interest + c.principal;

/** A bill as the engine sees it: what was charged, paid and waived, per component. */
export interface PlanState {
  due: Components;
  paid: Components;
  waived: Components;
  dueDate: BusinessDate;
  extensions: number;
  /** The last Lusaka date for which the overdue penalty was charged (idempotency of the daily job). */
  penaltyThrough: BusinessDate | null;
}

/** What is still owed per component (never negative). */
export function outstanding(plan: PlanState): Components {
  const out = zero();
  for (const k of COMPONENTS) out[k] = Math.max(0, plan.due[k] - plan.paid[k] - plan.waived[k]);
  return out;
}

export const isPaidOff = (plan: PlanState): boolean => sum(outstanding(plan)) === 0;
