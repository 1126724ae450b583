import { useNavigate } from '@tanstack/react-router';

import { failureText } from '@pocket/api-client/errors';
import { useFollowPayment } from '@pocket/api-client/follow-payment';
import { useAppDispatch } from '@pocket/app-core/hooks';
import { openOverlay } from '@pocket/app-core/overlays';
import { hrefOf, paths } from '@pocket/app-core/routes';

import { useGetMyLoanInfoQuery } from '../api/my-loan-info';
import { MyLoansView } from '../ui/my-loans-view';

/** borrow's contribution to the 'meLoans' slot of /me: the user's loans with repay, extend and details. */
export function MyLoans() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loans = useGetMyLoanInfoQuery();
  // One open loan at a time: its payment in flight (if any) is the one to follow.
  const follow = useFollowPayment(loans.data?.orders.find((o) => o.paymentInFlight)?.paymentInFlight);
  return (
    <MyLoansView
      orders={loans.data?.orders}
      loading={loans.isLoading}
      error={loans.isError ? failureText(loans.error) : null}
      onRetry={() => void loans.refetch()}
      onRepay={(orderId) => dispatch(openOverlay({ id: 'repay', params: { orderId } }))}
      onExtend={(planId) => dispatch(openOverlay({ id: 'extension', params: { planId } }))}
      onDetails={(orderId) => void navigate({ href: hrefOf(paths.billingDetails, { orderId }) })}
      follow={follow}
    />
  );
}

export default MyLoans;
