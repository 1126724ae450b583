import { toNgwee } from '@pocket/contracts/money';

import type { ProductTrial } from '../api/product-trial';
import type { EstimateView } from '../ui/estimated-bill';

/** productTrial's answer (Kwacha) as the estimated bill shows it (ngwee). */
export function estimateViewOf(trial: ProductTrial): EstimateView {
  return {
    principal: toNgwee(trial.loanAmount),
    interest: toNgwee(trial.interest),
    fee: toNgwee(trial.serviceFee),
    total: toNgwee(trial.totalRepayAmount),
    received: toNgwee(trial.receivedAmount),
    dueDates: trial.plans.map((p) => p.repayDate),
    apr: trial.apr,
    totalCostOfCredit: toNgwee(trial.totalCostOfCredit),
    termDays: trial.term,
    vipFeeDiscount: toNgwee(trial.vipFeeDiscount ?? 0),
  };
}
