import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { loan, plan, type PlanDetail } from '@pocket/testing/loan-answers';
import { renderFeature } from '@pocket/testing/render-feature';

import { QpExtensionScreen } from './qp-extension-screen';

const ORDERS = '/h5/quickRepay/orders';
const fee = { reference: '9b2e4d7c-1a3f-4e6b-8d5c-2f7a9e1b4c60', kind: 'EXTENSION' as const, amount: 80, wallet: '096****567', createdAt: '2026-11-22T08:00:00.000Z' };
const bills = (over: Partial<PlanDetail>) => ({
  orders: [loan({ orderId: 7, paymentInFlight: over.paymentInFlight ?? null, plans: [plan({ planId: 41, repayDate: '2026-12-06', extensions: 0, ...over })] })],
});

const api = fakeApiPerFile();

describe("/qp/extension/{orderPlanId} ('Bill Extension')", () => {
  it('opens the extension popup for the bill with the quick-repay token', async () => {
    api.on(ORDERS, { data: bills({}) });
    const { store } = renderFeature(<QpExtensionScreen orderPlanId={41} token="qp-9" />, api, { loggedIn: false });
    expect(screen.getByText('Bill Extension')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().overlays.extension).toEqual({ open: true, params: { planId: 41, quickRepayToken: 'qp-9' } }),
    );
    expect(await screen.findByText('2026-12-06')).toBeInTheDocument();
    expect(api.callsTo(ORDERS)[0]!.headers['x-quick-repay-token']).toBe('qp-9');
  });

  it('asks to verify the phone first when there is no quick-repay token', () => {
    const { store } = renderFeature(<QpExtensionScreen orderPlanId={41} token={null} />, api, { loggedIn: false });
    expect(screen.getByText('Please verify your phone number with an SMS code first')).toBeInTheDocument();
    expect(store.getState().overlays.extension).toBeUndefined();
  });

  it('follows a fee waiting for the PIN: Extension disabled, then the new due date shows by itself', async () => {
    let extended = false;
    api.on(ORDERS, () => ({ data: extended ? bills({ repayDate: '2026-12-20', extensions: 1 }) : bills({ paymentInFlight: fee }) }));
    api.on(`/h5/quickRepay/payment/${fee.reference}`, () => {
      extended = true;
      return { data: { reference: fee.reference, kind: 'EXTENSION', status: 'SUCCESSFUL', reason: null, amount: 80 } };
    });
    const { toasts } = renderFeature(<QpExtensionScreen orderPlanId={41} token="qp-9" />, api, { loggedIn: false });
    expect(await screen.findByText('Waiting for your PIN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extension' })).toBeDisabled();
    await waitFor(() => expect(toasts).toContain('Extension success: your new due date is on the bill'), { timeout: 6_000 });
    expect(await screen.findByText('2026-12-20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extension' })).toBeEnabled();
  });

  it('an expired token sends the borrower back to verify, without the login panel', async () => {
    api.on(ORDERS, { status: 401, code: 401, msg: 'Please verify your phone number with an SMS code first' });
    const { store } = renderFeature(<QpExtensionScreen orderPlanId={41} token="qp-old" />, api, { loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Verify my phone' })).toBeInTheDocument();
    expect(store.getState().overlays.login?.open ?? false).toBe(false);
  });
});
