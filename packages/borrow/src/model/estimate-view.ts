import type { ProductTrial } from '../api/product-trial';
import type { EstimateView } from '../ui/estimated-bill';

/** productTrial's answer as the estimated bill shows it (ngwee). */
export function estimateViewOf(trial: ProductTrial): EstimateView {
  return {
    principal: trial.loanAmount,
    interest: trial.interest,
    fee: trial.serviceFee,
    total: trial.totalRepayAmount,
    received: trial.receivedAmount,
    dueDates: trial.plans.map((p) => p.repayDate),
    apr: trial.apr,
    totalCostOfCredit: trial.totalCostOfCredit,
    termDays: trial.term,
    vipFeeDiscount: trial.vipFeeDiscount ?? 0,
  };
}
