import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ngwee } from '@pocket/contracts/money';
import { renderView } from '@pocket/testing/render-view';

import type { UserCoupon } from '../api/coupon-list';
import { CouponListView } from './coupon-list-view';

const coupon = (overrides: Partial<UserCoupon>): UserCoupon => ({
  userCouponId: 1,
  couponName: 'K20 off',
  kind: 'AMOUNT',
  amountOff: ngwee(2000),
  discountPercent: 0,
  minBill: ngwee(20000),
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  used: false,
  appliedPlanId: null,
  couponUsableStatus: 1,
  ...overrides,
});

describe("/coupon ('Coupon')", () => {
  it('lists each coupon with its status and validity', () => {
    renderView(
      <CouponListView
        loading={false}
        error={null}
        today="2026-11-22"
        coupons={[
          coupon({ userCouponId: 1 }),
          coupon({ userCouponId: 2, couponName: '50% off interest', appliedPlanId: 41 }),
          coupon({ userCouponId: 3, couponName: 'Welcome K10 off', used: true }),
          coupon({ userCouponId: 4, couponName: 'Old K5 off', validUntil: '2026-11-21' }),
        ]}
      />,
    );
    expect(screen.getByText('Coupon')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByText('Used')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getAllByText(/Valid 2026-11-01 to 2026-12-31/)).toHaveLength(3);
  });

  it('says so when the user has no coupons', () => {
    renderView(<CouponListView loading={false} error={null} today="2026-11-22" coupons={[]} />);
    expect(screen.getByText('No coupons yet')).toBeInTheDocument();
  });
});
