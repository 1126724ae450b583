import { Cell, CellGroup, Tag } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
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
  const t = useText();
  return (
    <div data-testid="coupon-list">
      <PageHeader title={t(COUPON_TITLE)} />
      <PageState loading={loading} error={error} onRetry={onRetry} empty={coupons?.length === 0 ? t('No coupons yet') : null}>
        <CellGroup inset>
          {coupons?.map((coupon) => {
            const status = couponStatus(coupon, today);
            return (
              <Cell
                key={coupon.userCouponId}
                title={coupon.couponName}
                label={
                  coupon.minBill > 0
                    ? t('Valid {from} to {until} · bills from {amount}', { from: coupon.validFrom, until: coupon.validUntil, amount: formatKwacha(coupon.minBill) })
                    : t('Valid {from} to {until}', { from: coupon.validFrom, until: coupon.validUntil })
                }
                value={<Tag type={status.type}>{t(status.text)}</Tag>}
              />
            );
          })}
        </CellGroup>
      </PageState>
    </div>
  );
}
