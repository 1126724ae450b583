import { useParams } from '@tanstack/react-router';

import { failureText } from '@pocket/api-client/errors';
import { useFollowPayment } from '@pocket/api-client/follow-payment';
import { useQueryLoanDetailQuery } from '@pocket/api-client/loan-detail';
import { useOverlay } from '@pocket/app-core/overlays';

import { RepaymentPlanView } from '../ui/repayment-plan-view';

/** Route component of /repayment-plan/$orderId. */
export default function RepaymentPlanPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = Number(orderId ?? 0);
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');
  const detail = useQueryLoanDetailQuery(id, { skip: id <= 0 });
  const follow = useFollowPayment(detail.data?.paymentInFlight);
  return (
    <RepaymentPlanView
      loan={detail.data ?? null}
      loading={detail.isLoading}
      error={detail.isError ? failureText(detail.error) : null}
      onRetry={() => void detail.refetch()}
      onRepay={() => repay.show({ orderId: id })}
      onExtend={(planId) => extension.show({ planId })}
      follow={follow}
    />
  );
}
