import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { RepayPopup } from './repay-popup';
import type { RepayView } from './repay-popup';

// K1,000.00 left; minimum K100.00 (10% of it, above the K50 floor).
const detail: RepayView = {
  repayAccount: '0961234567',
  remainingAmount: 100_000,
  minRepayAmount: 10_000,
  coupons: [
    { userCouponId: 7, couponName: 'K20 off', couponUsableStatus: 1 },
    { userCouponId: 8, couponName: '50% off interest', couponUsableStatus: 2 },
    { userCouponId: 9, couponName: 'Expired', couponUsableStatus: 0 },
  ],
};

function renderPopup(overrides: Partial<Parameters<typeof RepayPopup>[0]> = {}) {
  const onSubmit = vi.fn();
  const onChooseCoupon = vi.fn();
  renderView(
    <RepayPopup visible onClose={vi.fn()} detail={detail} onSubmit={onSubmit} onChooseCoupon={onChooseCoupon} {...overrides} />,
  );
  return { onSubmit, onChooseCoupon, user: userEvent.setup() };
}

async function payWith(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const input = screen.getByPlaceholderText('Please enter your Repayment amount');
  await user.clear(input);
  if (amount) await user.type(input, amount);
  await user.click(screen.getByRole('button', { name: 'Repayment' }));
}

describe('RepayPopup (docs/product.md#global-overlays)', () => {
  it("shows the title 'Pay the bill', the note, the read-only account and the 'Repayment' button", () => {
    renderPopup();
    expect(screen.getByText('Pay the bill')).toBeInTheDocument();
    expect(screen.getByText('Every repayment is made to obtain a higher loan limit again.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('0961234567')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeInTheDocument();
  });

  it('offers the remaining amount to pay off by default', () => {
    renderPopup();
    expect(screen.getByPlaceholderText('Please enter your Repayment amount')).toHaveValue('1000');
  });

  it("counts usable and applied coupons in 'The are N coupons available'", () => {
    renderPopup();
    expect(screen.getByText('The are 2 coupons available')).toBeInTheDocument();
    expect(screen.getByText('50% off interest')).toBeInTheDocument();
  });

  it('shows a loading state until the repay detail arrives', () => {
    renderPopup({ detail: null });
    expect(screen.getByTestId('popup-loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Repayment' })).not.toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderPopup({ detail: null, loadError: 'Order not found', onRetry });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Order not found')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('repayment amount rules in the popup (docs/product.md#validation-rules)', () => {
  it("says 'Please enter your Repayment amount' when the amount is empty and does not submit", async () => {
    const { user, onSubmit } = renderPopup();
    await payWith(user, '');
    expect(screen.getByText('Please enter your Repayment amount')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'minimum: {amount}' below minRepayAmount", async () => {
    const { user, onSubmit } = renderPopup();
    await payWith(user, '99.99');
    expect(screen.getByText('minimum: K100.00')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a payment that would leave more than K0 and less than K50', async () => {
    const { user, onSubmit } = renderPopup();
    await payWith(user, '960');
    expect(
      screen.getByText('The remaining amount is less than the minimum amount and the current repayment must be paid off'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more than the remaining amount', async () => {
    const { user, onSubmit } = renderPopup();
    await payWith(user, '1000.01');
    expect(screen.getByText('The input amount cannot be greater than the remaining repayment amount')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits an accepted part payment in ngwee', async () => {
    const { user, onSubmit } = renderPopup();
    await payWith(user, '900.5');
    expect(onSubmit).toHaveBeenCalledWith(90_050);
  });

  it('submits paying off exactly the remaining amount', async () => {
    const { user, onSubmit } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(onSubmit).toHaveBeenCalledWith(100_000);
  });

  it('disables Repayment while a submit is in flight', () => {
    renderPopup({ submitting: true });
    expect(screen.getByRole('button', { name: /Repayment/ })).toBeDisabled();
  });

  it("disables 'Repayment' with 'Waiting for your PIN' while a payment of the bill is in flight", () => {
    renderPopup({ detail: { ...detail, paymentInFlight: { amount: 30_000, wallet: '096****567' } } });
    expect(screen.getByText('Waiting for your PIN')).toBeInTheDocument();
    expect(screen.getByText("Enter your PIN on 096****567 to pay K300.00. 'Repayment' and 'Extension' wait until this payment is done.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeDisabled();
  });
});
