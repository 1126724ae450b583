import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { stageDataSet, stageSlice } from '../model/stage.slice';
import StageRepayOverlay from './stage-repay-overlay';

const api = fakeApiPerFile();

function open() {
  const r = renderFeature(<StageRepayOverlay />, api, { overlay: { id: 'stageRepay' }, slices: [stageSlice] });
  r.store.dispatch(stageDataSet({ planId: 51, amount: 19_014, mobile: '0961234567' }));
  return r;
}

describe("stage repay overlay ('stageRepay')", () => {
  it("pays the stage data's amount from the edited account with an Idempotency-Key", async () => {
    api.on('/v1/mobile-order/repay', { data: { orderId: 9, planId: 51, paymentId: 1, reference: 'r', status: 'PENDING', payAmount: 190.14, mobile: '0971234567' } });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('K190.14')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('0XXXXXXXXX'));
    await user.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971234567');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.callsTo('/v1/mobile-order/repay')).toHaveLength(1));
    const call = api.callsTo('/v1/mobile-order/repay')[0]!;
    expect(call.body).toEqual({ planId: 51, amount: 190.14, mobile: '0971234567' });
    expect(call.headers['idempotency-key']).toBeTruthy();
  });

  it("stage repay success: the popup closes, the stage list refresh is flagged, toast 'Payment success'", async () => {
    api.on('/v1/mobile-order/repay', { data: { orderId: 9, planId: 51, paymentId: 1, reference: 'r', status: 'PENDING', payAmount: 190.14, mobile: '0961234567' } });
    const user = userEvent.setup();
    const { store } = open();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(store.getState().overlays.stageRepay?.open).toBe(false));
    expect((store.getState() as unknown as { stage: { refresh: boolean } }).stage.refresh).toBe(true);
    expect(await screen.findByText('Payment success')).toBeInTheDocument();
  });

  it('a refused payment keeps the popup open and the refresh flag down (the catalogue toasts the msg)', async () => {
    api.on('/v1/mobile-order/repay', { code: 409, status: 409, msg: 'A payment for this bill is already in progress' });
    const user = userEvent.setup();
    const { store, toasts } = open();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toasts).toContain('A payment for this bill is already in progress'));
    expect(store.getState().overlays.stageRepay?.open).toBe(true);
    expect((store.getState() as unknown as { stage: { refresh: boolean } }).stage.refresh).toBe(false);
  });
});

describe('someone else’s number as the payment account (issue 34)', () => {
  it('a 428 opens the code step; once the code is confirmed the bill is paid again with the same key', async () => {
    let pays = 0;
    api.on('/v1/mobile-order/repay', () =>
      ++pays === 1
        ? { code: 428, status: 428, msg: 'This payment account is not your phone number. Enter the code we send by SMS to 097****567 to confirm that you may pay from it', data: { field: 'mobile', mobile: '0971234567', masked: '097****567' } }
        : { data: { orderId: 9, planId: 51, paymentId: 1, reference: 'r', status: 'PENDING', payAmount: 190.14, mobile: '0971234567' } },
    );
    api.on('/payment-account/sendCode', { data: { mobile: '0971234567', nextSendInSeconds: 60, expiresInSeconds: 300 } });
    api.on('/payment-account/confirm', { data: { mobile: '0971234567', confirmed: true } });
    const user = userEvent.setup();
    const { store } = open();
    await user.clear(await screen.findByPlaceholderText('0XXXXXXXXX'));
    await user.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971234567');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(api.callsTo('/payment-account/sendCode')[0]?.body).toEqual({ mobile: '0971234567' }));
    await user.type(screen.getByPlaceholderText('Verification code'), '4821');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('/v1/mobile-order/repay')).toHaveLength(2));
    const [first, second] = api.callsTo('/v1/mobile-order/repay');
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    await waitFor(() => expect(store.getState().overlays.stageRepay?.open).toBe(false));
  });
});
