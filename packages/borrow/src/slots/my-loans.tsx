import { useNavigate } from '@tanstack/react-router';

import type { ApiFailure } from '@pocket/api-client/errors';
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
  const failure = loans.error as ApiFailure | undefined;
  return (
    <MyLoansView
      orders={loans.data?.orders}
      loading={loans.isLoading}
      error={failure ? failure.msg || 'Loading failed, please try again' : null}
      onRetry={() => void loans.refetch()}
      onRepay={(orderId) => dispatch(openOverlay({ id: 'repay', params: { orderId } }))}
      onExtend={(planId) => dispatch(openOverlay({ id: 'extension', params: { planId } }))}
      onDetails={(orderId) => void navigate({ href: hrefOf(paths.billingDetails, { orderId }) })}
    />
  );
}

export default MyLoans;
