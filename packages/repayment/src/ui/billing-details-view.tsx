import { Button } from 'react-vant';

import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';

import type { LoanDetail } from '../api/query-loan-detail';
import { stageViewOf } from '../model/stage-view';
import { LoanSummary } from './loan-summary';
import { StageRow } from './stage-row';

export const BILLING_DETAILS_TITLE = 'Billing Details';

export type BillingDetailsViewProps = {
  loan: LoanDetail | null;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  onRepay: () => void;
  onExtend: (planId: number) => void;
  onShowPlan: () => void;
};

/** /billing-details/{orderId}: the order, its current bill and the actions it allows (repay, extend, plan). */
export function BillingDetailsView({ loan, loading, error, onRetry, onRepay, onExtend, onShowPlan }: BillingDetailsViewProps) {
  const current = loan?.plans.find((p) => p.status !== 'SETTLED') ?? loan?.plans.at(-1);
  return (
    <main data-testid="billing-details">
      <PageHeader title={BILLING_DETAILS_TITLE} />
      <PageState loading={loading} error={error} onRetry={onRetry}>
        {loan && (
          <>
            <LoanSummary loan={loan} />
            {current && (
              <StageRow
                stage={stageViewOf(current)}
                stageCount={loan.stages}
                onRepay={current.canRepay ? () => onRepay() : undefined}
                onExtend={current.canExtend ? () => onExtend(current.planId) : undefined}
              />
            )}
            {current?.extensionRefusal && current.status !== 'SETTLED' && (
              <p style={{ margin: '8px 28px', fontSize: 12, color: '#969799' }}>{current.extensionRefusal}</p>
            )}
            <div style={{ padding: 16 }}>
              <Button block round plain type="primary" onClick={onShowPlan}>
                Repayment Plan
              </Button>
            </div>
          </>
        )}
      </PageState>
    </main>
  );
}
