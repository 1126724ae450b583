import { Cell, CellGroup, Tag } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';

import type { UserCoupon } from '../api/coupon-list';

export const COUPON_TITLE = 'Coupon';

/** A coupon's state in the borrower's words: applied to a bill, usable, used or expired. */
export function couponStatus(coupon: UserCoupon, today: string): { text: string; type: 'primary' | 'success' | 'default' } {
  if (coupon.used) return { text: 'Used', type: 'default' };
  if (coupon.validUntil < today) return { text: 'Expired', type: 'default' };
  if (coupon.appliedPlanId !== null) return { text: 'Applied', type: 'success' };
  return { text: 'Available', type: 'primary' };
}

export type CouponListViewProps = {
  coupons: UserCoupon[] | null;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** YYYY-MM-DD in Lusaka */
  today: string;
};

/** /coupon: the user's coupons with what each takes off, its status and its validity. */
export function CouponListView({ coupons, loading, error, onRetry, today }: CouponListViewProps) {
  return (
    <div data-testid="coupon-list">
      <PageHeader title={COUPON_TITLE} />
      <PageState loading={loading} error={error} onRetry={onRetry} empty={coupons?.length === 0 ? 'No coupons yet' : null}>
        <CellGroup inset>
          {coupons?.map((coupon) => {
            const status = couponStatus(coupon, today);
            return (
              <Cell
                key={coupon.userCouponId}
                title={coupon.couponName}
                label={`Valid ${coupon.validFrom} to ${coupon.validUntil}${coupon.minBill > 0 ? ` · bills from ${formatKwacha(coupon.minBill)}` : ''}`}
                value={<Tag type={status.type}>{status.text}</Tag>}
              />
            );
          })}
        </CellGroup>
      </PageState>
    </div>
  );
}
