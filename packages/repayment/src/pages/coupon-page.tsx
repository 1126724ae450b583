import { failureText } from '@pocket/api-client/errors';
import { lusakaToday } from '@pocket/contracts/lusaka-date';

import { useGetCouponListQuery } from '../api/coupon-list';
import { CouponListView } from '../ui/coupon-list-view';

/** Route component of /coupon. */
export default function CouponPage() {
  const list = useGetCouponListQuery();
  return (
    <CouponListView
      coupons={list.data ?? null}
      loading={list.isLoading}
      error={list.isError ? failureText(list.error) : null}
      onRetry={() => void list.refetch()}
      today={lusakaToday()}
    />
  );
}
