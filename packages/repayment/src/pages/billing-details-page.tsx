import { useNavigate, useParams } from '@tanstack/react-router';

import { failureText } from '@pocket/api-client/errors';
import { useFollowPayment } from '@pocket/api-client/follow-payment';
import { useQueryLoanDetailQuery } from '@pocket/api-client/loan-detail';
import { useOverlay } from '@pocket/app-core/overlays';
import { hrefOf, paths } from '@pocket/app-core/routes';

import { BillingDetailsView } from '../ui/billing-details-view';

/** Route component of /billing-details/$orderId: a submitted payment is followed here until final, without reload. */
export default function BillingDetailsPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = Number(orderId ?? 0);
  const navigate = useNavigate();
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');
  const detail = useQueryLoanDetailQuery(id, { skip: id <= 0 });
  const follow = useFollowPayment(detail.data?.paymentInFlight);
  return (
    <BillingDetailsView
      loan={detail.data ?? null}
      loading={detail.isLoading}
      error={detail.isError ? failureText(detail.error) : null}
      onRetry={() => void detail.refetch()}
      onRepay={() => repay.show({ orderId: id })}
      onExtend={(planId) => extension.show({ planId })}
      onShowPlan={() => void navigate({ href: hrefOf(paths.repaymentPlan, { orderId: id }) })}
      follow={follow}
    />
  );
}
