import { minRepayAmount } from '@pocket/contracts/repay-amount';

import type { RepayDetail } from '../api/get-repay-detail';
import type { RepayView } from '../ui/repay-popup';

export type RepayTarget = { view: RepayView; planId: number; repayAccountId: number | undefined };

/** The plan being paid is the earliest unpaid stage (curPayLoanPeriod); money turns to ngwee here. */
export function repayTargetOf(detail: RepayDetail): RepayTarget | null {
  const plan =
    detail.repayPlanList.find((p) => p.loanPeriod === detail.curPayLoanPeriod) ??
    detail.repayPlanList.find((p) => p.remainingAmount > 0);
  if (!plan) return null;
  return {
    planId: plan.planId,
    repayAccountId: detail.repayAccountId,
    view: {
      repayAccount: detail.repayAccount,
      remainingAmount: plan.remainingAmount,
      minRepayAmount: detail.minRepayAmount,
      coupons: detail.couponVoList,
      paymentInFlight: detail.paymentInFlight && { amount: detail.paymentInFlight.amount, wallet: detail.paymentInFlight.wallet },
    },
  };
}

/** /qp has no repay detail: the minimum follows the same rule the server applies (docs/product.md#repayment). */
export function quickRepayTargetOf(qp: { planId: number; remainingAmount: number; repayAccount: string }): RepayTarget {
  // The /qp page disables 'Repay' while a payment waits for the PIN, so the popup opens only without one.
  const remaining = qp.remainingAmount;
  return {
    planId: qp.planId,
    repayAccountId: undefined,
    view: { repayAccount: qp.repayAccount, remainingAmount: remaining, minRepayAmount: minRepayAmount(remaining), coupons: [] },
  };
}
