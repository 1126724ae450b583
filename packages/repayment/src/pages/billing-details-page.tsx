import { useNavigate, useParams } from '@tanstack/react-router';

import { useOverlay } from '@pocket/app-core/overlays';
import { hrefOf, paths } from '@pocket/app-core/routes';

import { useQueryLoanDetailQuery } from '../api/query-loan-detail';
import { failureText } from '../model/failure-text';
import { BillingDetailsView } from '../ui/billing-details-view';

// A submitted payment completes when the borrower approves the PIN prompt; the bill refreshes on its own meanwhile.
const OPEN_BILL_POLL_MS = 15_000;

/** Route component of /billing-details/$orderId. */
export default function BillingDetailsPage() {
  const { orderId } = useParams({ strict: false }) as { orderId?: string };
  const id = Number(orderId ?? 0);
  const navigate = useNavigate();
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');
  const detail = useQueryLoanDetailQuery(id, { skip: id <= 0, pollingInterval: OPEN_BILL_POLL_MS });
  return (
    <BillingDetailsView
      loan={detail.data ?? null}
      loading={detail.isLoading}
      error={detail.isError ? failureText(detail.error) : null}
      onRetry={() => void detail.refetch()}
      onRepay={() => repay.show({ orderId: id })}
      onExtend={(planId) => extension.show({ planId })}
      onShowPlan={() => void navigate({ href: hrefOf(paths.repaymentPlan, { orderId: id }) })}
    />
  );
}
