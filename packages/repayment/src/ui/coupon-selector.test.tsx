import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { CouponSelector } from './coupon-selector';

const coupons = [
  { userCouponId: 7, couponName: 'K20 off', couponUsableStatus: 1 },
  { userCouponId: 9, couponName: 'Expired K10 off', couponUsableStatus: 0 },
];

describe('CouponSelector', () => {
  it("says 'The are N coupons available' counting only coupons usable for this plan", () => {
    renderView(<CouponSelector coupons={coupons} onChoose={vi.fn()} />);
    expect(screen.getByText('The are 1 coupons available')).toBeInTheDocument();
  });

  it('posts the coupon chosen with Confirm', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderView(<CouponSelector coupons={coupons} onChoose={onChoose} />);
    await user.click(screen.getByText('The are 1 coupons available'));
    expect(screen.getByText('K20 off')).toBeInTheDocument();
    expect(screen.queryByText('Expired K10 off')).not.toBeInTheDocument();
    await user.click(screen.getByText('Confirm'));
    expect(onChoose).toHaveBeenCalledWith('7');
  });

  it('changes nothing on Cancel', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderView(<CouponSelector coupons={coupons} onChoose={onChoose} />);
    await user.click(screen.getByText('The are 1 coupons available'));
    await user.click(screen.getByText('Cancel'));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('does not post again the coupon already applied to the plan', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderView(<CouponSelector coupons={[{ ...coupons[0]!, couponUsableStatus: 2 }]} onChoose={onChoose} />);
    await user.click(screen.getByText('The are 1 coupons available'));
    await user.click(screen.getByText('Confirm'));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('opens no picker when no coupon is usable', async () => {
    const user = userEvent.setup();
    renderView(<CouponSelector coupons={[coupons[1]!]} onChoose={vi.fn()} />);
    await user.click(screen.getByText('The are 0 coupons available'));
    expect(screen.queryByText('Confirm')).not.toBeInTheDocument();
  });
});
