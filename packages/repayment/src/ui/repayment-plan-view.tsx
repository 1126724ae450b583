import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';

import type { LoanDetail } from '../api/query-loan-detail';
import { stageViewOf } from '../model/stage-view';
import { StageRow } from './stage-row';

export const REPAYMENT_PLAN_TITLE = 'Repayment Plan';

export type RepaymentPlanViewProps = {
  loan: LoanDetail | null;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  onRepay: () => void;
  onExtend: (planId: number) => void;
};

/** /repayment-plan/{orderId}: every stage with due date, principal, interest, fee, penalty, paid and remaining. */
export function RepaymentPlanView({ loan, loading, error, onRetry, onRepay, onExtend }: RepaymentPlanViewProps) {
  const currentId = loan?.plans.find((p) => p.status !== 'SETTLED')?.planId;
  return (
    <main data-testid="repayment-plan">
      <PageHeader title={REPAYMENT_PLAN_TITLE} />
      <PageState loading={loading} error={error} onRetry={onRetry} empty={loan && loan.plans.length === 0 ? 'No bills yet' : null}>
        {loan?.plans.map((plan) => (
          <StageRow
            key={plan.planId}
            stage={stageViewOf(plan)}
            stageCount={loan.stages}
            // Stages are paid in order: only the earliest unpaid one takes a payment.
            onRepay={plan.planId === currentId && plan.canRepay ? () => onRepay() : undefined}
            onExtend={plan.canExtend ? () => onExtend(plan.planId) : undefined}
          />
        ))}
      </PageState>
    </main>
  );
}
