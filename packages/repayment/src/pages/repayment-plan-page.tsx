import { useParams } from '@tanstack/react-router';

import { useOverlay } from '@pocket/app-core/overlays';

import { useQueryLoanDetailQuery } from '../api/query-loan-detail';
import { failureText } from '../model/failure-text';
import { RepaymentPlanView } from '../ui/repayment-plan-view';

/** Route component of /repayment-plan/$orderId. */
export default function RepaymentPlanPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = Number(orderId ?? 0);
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');
  const detail = useQueryLoanDetailQuery(id, { skip: id <= 0 });
  return (
    <RepaymentPlanView
      loan={detail.data ?? null}
      loading={detail.isLoading}
      error={detail.isError ? failureText(detail.error) : null}
      onRetry={() => void detail.refetch()}
      onRepay={() => repay.show({ orderId: id })}
      onExtend={(planId) => extension.show({ planId })}
    />
  );
}
