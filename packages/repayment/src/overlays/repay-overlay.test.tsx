import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { isVisible } from '@pocket/testing/is-visible';
import { renderFeature } from '@pocket/testing/render-feature';

import { repaymentSlice } from '../model/repayment.slice';
import PaySuccessOverlay from './pay-success-overlay';
import RepayOverlay from './repay-overlay';

const DETAIL = '/order/api/getRepayDetailV2/7';
const SUBMIT = '/order/payment/api/submitRepayApplyV2';
const COUPON = '/coupon/api/couponUsedByPlanId';

const detail = (remainingAmount: number, minRepayAmount: number, applied = false) => ({
  repayAccountId: 3,
  repayAccount: '0961234567',
  curPayLoanPeriod: 1,
  minRepayAmount,
  repayPlanList: [{ planId: 41, loanPeriod: 1, remainingAmount }],
  couponVoList: [{ couponName: 'K20 off', userCouponId: 5, couponUsableStatus: applied ? 2 : 1, validUntil: '2026-12-31' }],
  paymentInFlight: null,
});
const submitted = { paymentId: 1, reference: 'ref-1', status: 'PENDING', payAmount: 1000, repayAccount: '0961234567' };

const api = fakeApiPerFile(() => {
  api.on(DETAIL, { data: detail(1000, 100) });
});

const popupShown = () => {
  const popup = screen.queryByTestId('repay-popup');
  return popup !== null && isVisible(popup);
};
const amountInput = () => screen.getByPlaceholderText('Please enter your Repayment amount');
const open = () =>
  renderFeature(
    <>
      <RepayOverlay />
      <PaySuccessOverlay />
    </>,
    api,
    { overlay: { id: 'repay', params: { orderId: 7 } }, slices: [repaymentSlice] },
  );

describe("the 'repay' overlay", () => {
  it('loads the repay detail of the order and offers the current stage to pay off', async () => {
    open();
    await waitFor(() => expect(amountInput()).toHaveValue('1000'));
    expect(screen.getByDisplayValue('0961234567')).toBeInTheDocument();
    expect(api.callsTo(DETAIL)[0]!.headers.token).toBe('test-token');
  });

  it('shows the amount messages of docs/product.md#validation-rules and sends nothing for a refused amount', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(amountInput()).toHaveValue('1000'));
    await user.clear(amountInput());
    await user.type(amountInput(), '980');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(
      screen.getByText('The remaining amount is less than the minimum amount and the current repayment must be paid off'),
    ).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('choosing a coupon posts it for the plan, then reloads the repay detail', async () => {
    const user = userEvent.setup();
    api.on(COUPON, () => {
      api.on(DETAIL, { data: detail(980, 98, true) });
      return { data: null };
    });
    open();
    await waitFor(() => expect(amountInput()).toHaveValue('1000'));
    await user.click(screen.getByText('The are 1 coupons available'));
    await user.click(screen.getByText('Confirm'));
    await waitFor(() => expect(amountInput()).toHaveValue('980'));
    expect(api.callsTo(COUPON)[0]!.body).toEqual({ userCouponId: 5, planId: 41 });
    expect(api.callsTo(DETAIL)).toHaveLength(2);
  });

  it('dismisses the loading toast when the repay detail fails to load, and says why', async () => {
    api.on(DETAIL, { code: 404, msg: 'Bill not found' });
    open();
    await waitFor(() => expect(screen.getByText('Bill not found')).toBeInTheDocument());
    await waitFor(() => {
      const toast = document.querySelector('.rv-toast--loading');
      expect(toast === null || !isVisible(toast)).toBe(true);
    });
  });

  it('a double tap on Repayment submits once, with one Idempotency-Key, then opens Submit Success', async () => {
    const user = userEvent.setup();
    api.on(SUBMIT, { data: submitted, delayMs: 150 });
    open();
    await waitFor(() => expect(amountInput()).toHaveValue('1000'));
    await user.dblClick(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(screen.getByText('Submit Success')).toBeInTheDocument());
    const calls = api.callsTo(SUBMIT);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ bizType: 1, planId: 41, payAmount: 1000, repayAccountId: 3, payCard: false });
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(popupShown()).toBe(false));
  });

  it('a retry after a refused submit keeps the typed amount and reuses the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    api.on(SUBMIT, () => (++attempt === 1 ? { code: 500, msg: 'Payment service busy' } : { data: submitted }));
    const { toasts } = open();
    await waitFor(() => expect(amountInput()).toHaveValue('1000'));
    await user.clear(amountInput());
    await user.type(amountInput(), '500');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(toasts).toContain('Payment service busy'));
    expect(amountInput()).toHaveValue('500');
    expect(popupShown()).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Repayment' })).toBeEnabled());
    // The refusal did not reload the bill (which would reset the typed amount). After the success the bill is
    // reloaded on purpose, at a moment of its own, so the count is taken here.
    expect(api.callsTo(DETAIL)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(screen.getByText('Submit Success')).toBeInTheDocument());
    const [first, second] = api.callsTo(SUBMIT);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(second!.body).toEqual(first!.body);
  });

  it('OK closes the Submit Success dialog', async () => {
    const user = userEvent.setup();
    api.on(SUBMIT, { data: submitted });
    open();
    await waitFor(() => expect(amountInput()).toHaveValue('1000'));
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => {
      const dialog = screen.queryByText('Submit Success');
      expect(dialog === null || !isVisible(dialog)).toBe(true);
    });
  });
});

describe("the 'repay' overlay from /qp (no login)", () => {
  it('pays with the quick-repay token and never asks for the repay detail', async () => {
    const user = userEvent.setup();
    api.on('/h5/quickRepay/repayment', { data: submitted });
    renderFeature(
      <>
        <RepayOverlay />
        <PaySuccessOverlay />
      </>,
      api,
      {
        loggedIn: false,
        slices: [repaymentSlice],
        overlay: { id: 'repay', params: { quickRepay: { token: 'qp-1', planId: 41, remainingAmount: 60_000, repayAccount: '0961234567' } } },
      },
    );
    await user.clear(amountInput());
    await user.type(amountInput(), '59');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(screen.getByText('minimum: K60.00')).toBeInTheDocument();
    await user.clear(amountInput());
    await user.type(amountInput(), '600');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(screen.getByText('Submit Success')).toBeInTheDocument());
    const [call] = api.callsTo('/h5/quickRepay/repayment');
    expect(call!.headers['x-quick-repay-token']).toBe('qp-1');
    expect(call!.body).toMatchObject({ bizType: 1, planId: 41, payAmount: 600 });
    expect(api.callsTo(DETAIL)).toHaveLength(0);
  });
});
