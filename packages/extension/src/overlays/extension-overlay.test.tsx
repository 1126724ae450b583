import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { extensionSlice } from '../model/extension.slice';
import ExtensionOverlay from './extension-overlay';

const DETAIL = '/order/api/extensionDetail';
const SUBMIT = '/order/payment/api/submitRepayApplyV2';
const detail = {
  planId: 41,
  beforeRepayDate: '2026-11-30',
  extensionRepayDate: '2026-12-14',
  extensionFee: 80,
  repayAccount: '0961234567',
  repayAccountId: 3,
  paymentInFlight: null,
};
const submitted = { paymentId: 2, reference: 'ref-2', status: 'PENDING', payAmount: 80, repayAccount: '0961234567' };

const api = fakeApiPerFile(() => {
  api.on(DETAIL, { data: detail });
});

describe("the 'extension' overlay", () => {
  it('loads the extension detail of the plan and shows both dates, the fee and the account', async () => {
    renderFeature(<ExtensionOverlay />, api, { overlay: { id: 'extension', params: { planId: 41 } }, slices: [extensionSlice] });
    expect(await screen.findByDisplayValue('2026-12-14')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-11-30')).toBeInTheDocument();
    expect(screen.getByDisplayValue('K80.00')).toBeInTheDocument();
    expect(api.callsTo(DETAIL)[0]!.body).toEqual({ planId: 41 });
  });

  it("pays the fee with bizType 2 once on a double tap, then closes and opens 'paySuccess'", async () => {
    const user = userEvent.setup();
    api.on(SUBMIT, { data: submitted, delayMs: 150 });
    const { store } = renderFeature(<ExtensionOverlay />, api, { overlay: { id: 'extension', params: { planId: 41 } }, slices: [extensionSlice] });
    await screen.findByDisplayValue('K80.00');
    await user.dblClick(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(store.getState().overlays.paySuccess?.open).toBe(true));
    expect(store.getState().overlays.extension?.open).toBe(false);
    const calls = api.callsTo(SUBMIT);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ bizType: 2, planId: 41, payAmount: 80, repayAccountId: 3, payCard: false });
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stays open after a refused fee payment, and the retry reuses the Idempotency-Key', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    api.on(SUBMIT, () => (++attempt === 1 ? { code: 409, msg: 'A payment for this bill is already in progress' } : { data: submitted }));
    const { store, toasts } = renderFeature(<ExtensionOverlay />, api, { overlay: { id: 'extension', params: { planId: 41 } }, slices: [extensionSlice] });
    await screen.findByDisplayValue('K80.00');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(toasts).toContain('A payment for this bill is already in progress'));
    expect(store.getState().overlays.extension?.open).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Repayment' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(store.getState().overlays.paySuccess?.open).toBe(true));
    const [first, second] = api.callsTo(SUBMIT);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('shows why the bill cannot be extended when the detail is refused', async () => {
    api.on(DETAIL, { code: 400, msg: 'This bill can be extended from 3 days before its due date' });
    renderFeature(<ExtensionOverlay />, api, { overlay: { id: 'extension', params: { planId: 41 } }, slices: [extensionSlice] });
    expect(await screen.findByText('This bill can be extended from 3 days before its due date')).toBeInTheDocument();
  });

  it('uses the quick-repay calls and token when opened from /qp', async () => {
    const user = userEvent.setup();
    api.on('/h5/quickRepay/extension/41', { data: detail });
    api.on('/h5/quickRepay/repayment', { data: submitted });
    const { store } = renderFeature(<ExtensionOverlay />, api, {
      loggedIn: false,
      overlay: { id: 'extension', params: { planId: 41, quickRepayToken: 'qp-9' } },
    });
    await screen.findByDisplayValue('K80.00');
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(store.getState().overlays.paySuccess?.open).toBe(true));
    expect(api.callsTo('/h5/quickRepay/extension/41')[0]!.headers['x-quick-repay-token']).toBe('qp-9');
    expect(api.callsTo('/h5/quickRepay/repayment')[0]!.headers['x-quick-repay-token']).toBe('qp-9');
    expect(api.callsTo(DETAIL)).toHaveLength(0);
  });
});
