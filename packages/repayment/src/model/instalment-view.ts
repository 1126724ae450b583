import type { PlanDetail } from '@pocket/api-client/loan-detail';

import type { InstalmentStatus, InstalmentView } from '../ui/instalment-row';
import { billLinesOf } from './bill-lines';

const statusOf = (status: string): InstalmentStatus => (status === 'SETTLED' || status === 'OVERDUE' ? status : 'REPAYING');

/** A plan of queryLoanDetail as an instalment row shows it (ngwee). */
export function instalmentViewOf(plan: PlanDetail): InstalmentView {
  return {
    planId: String(plan.planId),
    loanPeriod: plan.loanPeriod,
    dueDate: plan.repayDate,
    principal: plan.principal,
    interest: plan.interest,
    fee: plan.serviceFee,
    penalty: plan.penalty,
    lines: billLinesOf(plan.lines),
    status: statusOf(plan.status),
    overdueDays: plan.overdueDays,
    extensionCount: plan.extensions,
  };
}
