import type { Wire } from '@pocket/contracts/api/contract';
import type { billLines, loanDetailAnswer } from '@pocket/contracts/api/lending';

/** As the wire carries them (Kwacha numbers): the fake API answers these; `inside` (./inside) reads them as the app does. */
export type LoanDetail = Wire<typeof loanDetailAnswer>['data'];
export type PlanDetail = LoanDetail['plans'][number];
type BillLines = Wire<typeof billLines>;

/** A bill's lines with nothing but the total, what was paid and what remains. */
const plainLines = (total: number, paid: number, remaining: number): BillLines => ({
  totalAmount: total, couponDiscount: 0, waivers: 0, extensionFees: 0, paidAmount: paid, creditApplied: 0, remainingAmount: remaining,
});

/**
 * Loans and bills shaped as queryLoanDetail, getMyLoanInfo and the quick-repay orders give them (Kwacha, every field
 * of the contract's orderView and planView), for the fake API of tests and, through `inside`, for stories and views;
 * overridable field by field.
 */
export const plan = (overrides: Partial<PlanDetail> = {}): PlanDetail => {
  const base = {
  planId: 41,
  loanPeriod: 1,
  repayDate: '2026-12-06',
  status: 'REPAYING',
  statusText: 'Repaying',
  principal: 1000,
  interest: 140,
  serviceFee: 20,
  penalty: 0,
  totalAmount: 1160,
  paidAmount: 0,
  waivedAmount: 0,
  remainingAmount: 1160,
  outstandingBeforeCoupon: 1160,
  overdueDays: 0,
  extensions: 0,
  canRepay: true,
  canExtend: true,
  extensionRefusal: null,
  paymentInFlight: null,
  ...overrides,
  };
  return { ...base, lines: overrides.lines ?? plainLines(base.totalAmount, base.paidAmount, base.remainingAmount) };
};

export const loan = (overrides: Partial<LoanDetail> = {}): LoanDetail => {
  const base = {
  orderId: 7,
  productId: 1,
  productName: 'Pocket Loan',
  status: 'REPAYING',
  statusText: 'Repaying',
  loanAmount: 1000,
  termDays: 14,
  stages: 1,
  repayAccount: '0961234567',
  applyDate: '2026-11-22',
  loanDate: '2026-11-22',
  settledDate: null,
  totalAmount: 1160,
  remainingAmount: 1160,
  nextRepayDate: '2026-12-06',
  canRepay: true,
  canExtend: true,
  plans: [plan()],
  paymentInFlight: null,
  ...overrides,
  };
  const paid = base.plans.reduce((sum, p) => sum + p.lines.paidAmount, 0);
  return { ...base, lines: overrides.lines ?? plainLines(base.totalAmount, paid, base.remainingAmount) };
};
