import { toNgwee } from '@pocket/contracts/money';

import type { PlanDetail } from '../api/query-loan-detail';
import type { StageStatus, StageView } from '../ui/stage-row';

const statusOf = (status: string): StageStatus => (status === 'SETTLED' || status === 'OVERDUE' ? status : 'REPAYING');

/** A plan of queryLoanDetail as a stage row shows it (Kwacha on the wire, ngwee on screen). */
export function stageViewOf(plan: PlanDetail): StageView {
  return {
    planId: String(plan.planId),
    loanPeriod: plan.loanPeriod,
    dueDate: plan.repayDate,
    principal: toNgwee(plan.principal),
    interest: toNgwee(plan.interest),
    fee: toNgwee(plan.serviceFee),
    penalty: toNgwee(plan.penalty),
    paid: toNgwee(plan.paidAmount),
    remaining: toNgwee(plan.remainingAmount),
    status: statusOf(plan.status),
    overdueDays: plan.overdueDays,
    extensionCount: plan.extensions,
  };
}
