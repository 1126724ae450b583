import { useNavigate } from '@tanstack/react-router';

import { clientToaster } from '@pocket/api-client/client';
import { failureText } from '@pocket/api-client/errors';
import { useFollowPayment } from '@pocket/api-client/follow-payment';
import { useLastSeen } from '@pocket/api-client/last-seen';
import { useQueryLoanDetailQuery } from '@pocket/api-client/loan-detail';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import { paths } from '@pocket/app-core/routes';
import { OFFLINE_COPY_TEXT } from '@pocket/ui-kit/offline-copy';

/**
 * One loan with its bills for the billing details and repayment plan pages: the server's answer, or with no
 * connection the last answer this borrower saw, with its time (`asOf`). On a copy, Repayment and Extension explain
 * that they need a connection instead of opening a payment that cannot be sent.
 */
export function useLoanOrCopy(orderId: number) {
  const detail = useQueryLoanDetailQuery(orderId, { skip: orderId <= 0 });
  const seen = useLastSeen(`loan-detail.${orderId}`, detail);
  const onCopy = seen.asOf !== null;
  const t = useText();
  return {
    loan: seen.data ?? null,
    asOf: seen.asOf,
    loading: detail.isLoading,
    error: detail.isError && !onCopy ? failureText(detail.error) : null,
    retry: () => void detail.refetch(),
    /** Runs `action`, or on a copy says a connection is needed (in the borrower's language). */
    online: (action: () => void) => () => (onCopy ? clientToaster().show(t(OFFLINE_COPY_TEXT.needsConnection)) : action()),
  };
}

/** What the billing details and repayment plan views take from their loan: the bills (or their copy), the payment
 * followed until final (never on a copy), and Repayment and Extension. */
export function useBillPage(orderId: number) {
  const navigate = useNavigate();
  const repay = useOverlay('repay');
  const extension = useOverlay('extension');
  const detail = useLoanOrCopy(orderId);
  const follow = useFollowPayment(detail.asOf === null ? detail.loan?.paymentInFlight : undefined);
  return {
    loan: detail.loan,
    asOf: detail.asOf,
    loading: detail.loading,
    error: detail.error,
    onRetry: detail.retry,
    onRepay: detail.online(() => repay.show({ orderId })),
    onExtend: (planId: number) => detail.online(() => extension.show({ planId }))(),
    follow,
    onHelp: () => void navigate({ href: `${paths.help}?orderId=${orderId}` }),
  };
}
