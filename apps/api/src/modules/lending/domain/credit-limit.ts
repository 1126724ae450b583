const K = 100;

/** Seeded limit rules of docs/product.md#credit-limit (ngwee). */
export const LIMIT_RULES = {
  start: 500 * K,
  stepOnTime: 300 * K,
  max: 10_000 * K,
  vipBoostBp: 5_000,
  vipMax: 15_000 * K,
  /** Added while the optional questionnaire (cerCode 4) is answered. */
  questionnaireBonus: 500 * K,
};

/** The base limit after a loan settles: it grows only when the loan settled on time. */
export function limitAfterSettlement(base: number, settledOnTime: boolean): number {
  return settledOnTime ? Math.min(LIMIT_RULES.max, base + LIMIT_RULES.stepOnTime) : base;
}

/** The limit the user may borrow up to: VIP raises it by half, up to its own ceiling. */
export function effectiveLimit(base: number, vip: boolean): number {
  if (!vip) return base;
  return Math.min(LIMIT_RULES.vipMax, base + Math.floor((base * LIMIT_RULES.vipBoostBp) / 10_000));
}

export interface BorrowingState {
  base: number;
  vip: boolean;
  hasOpenLoan: boolean;
  hasOverdueLoan: boolean;
}

/** What can be borrowed now: nothing while a loan is open (one at a time) or overdue. */
export function availableLimit(s: BorrowingState): number {
  if (s.hasOpenLoan || s.hasOverdueLoan) return 0;
  return effectiveLimit(s.base, s.vip);
}
