import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { QUICK_REPAY_TOKEN_KEY, saveQuickRepayToken } from '@pocket/api-client/quick-repay-token';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { loan, pendingLoan, pendingPayment } from '../fixtures/loan.fixtures';
import QuickRepayPage from './quick-repay-page';

const api = fakeApiPerFile(() => {
  sessionStorage.clear();
  api.on('/authentication/sendSmsCode/0961234567/2', { data: { nextSendInSeconds: 60, nextSendAt: 1_763_800_060_000, expiresInSeconds: 300 } });
  api.on('/h5/quickRepay/info', { data: { token: 'qp-1', expiresIn: 900, orders: [loan()] } });
});

const phone = () => screen.getByPlaceholderText('0XXXXXXXXX');
const code = () => screen.getByPlaceholderText('Verification code');

describe("/qp ('Loan bills, quick repayment', no login)", () => {
  it('asks for the phone with the spec messages before sending a code', async () => {
    const user = userEvent.setup();
    renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    expect(screen.getByText('Loan bills, quick repayment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Obtain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number');
    await user.type(phone(), '12345');
    await user.click(screen.getByRole('button', { name: 'Check my bills' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    expect(api.calls).toHaveLength(0);
  });

  it('sends an SMS code of type 2, then shows that phone’s bills', async () => {
    const user = userEvent.setup();
    renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    await user.type(phone(), '0961234567');
    await user.click(screen.getByRole('button', { name: 'Check my bills' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the verification code');
    await user.click(screen.getByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(api.callsTo('/authentication/sendSmsCode/0961234567/2')).toHaveLength(1));
    await user.type(code(), '1234');
    await user.click(screen.getByRole('button', { name: 'Check my bills' }));
    expect(await screen.findByTestId('quick-repay-bills')).toBeInTheDocument();
    expect(api.callsTo('/h5/quickRepay/info')[0]!.body).toEqual({ mobile: '0961234567', captcha: '1234' });
    expect(JSON.parse(sessionStorage.getItem(QUICK_REPAY_TOKEN_KEY)!)).toMatchObject({ token: 'qp-1' });
  });

  it('repays and extends a bill with the same popups, carrying the quick-repay token', async () => {
    const user = userEvent.setup();
    const { store } = renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    await user.type(phone(), '0961234567');
    await user.type(code(), '1234');
    await user.click(screen.getByRole('button', { name: 'Check my bills' }));
    await user.click(await screen.findByRole('button', { name: 'Repay' }));
    expect(store.getState().overlays.repay).toEqual({
      open: true,
      params: { quickRepay: { token: 'qp-1', planId: 41, remainingAmount: 116_000, repayAccount: '0961234567' } }, // the wire's K1,160, read as ngwee
    });
    await user.click(screen.getByRole('button', { name: 'Extension' }));
    expect(store.getState().overlays.extension).toEqual({ open: true, params: { planId: 41, quickRepayToken: 'qp-1' } });
  });

  it('says so when the number has no bills to repay', async () => {
    const user = userEvent.setup();
    api.on('/h5/quickRepay/info', { data: { token: 'qp-2', expiresIn: 900, orders: [] } });
    renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    await user.type(phone(), '0961234567');
    await user.type(code(), '1234');
    await user.click(screen.getByRole('button', { name: 'Check my bills' }));
    expect(await screen.findByText('There are no bills to repay for this number')).toBeInTheDocument();
  });

  it('a reload within the token’s 15 minutes shows the bills again without a new SMS code', async () => {
    saveQuickRepayToken('qp-kept', 900, Date.now() - 10 * 60_000);
    api.on('/h5/quickRepay/orders', { data: { orders: [loan()] } });
    renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    expect(await screen.findByTestId('quick-repay-bills')).toBeInTheDocument();
    // (a page of an earlier test may still be finishing its own call: look for this one's)
    expect(api.callsTo('/h5/quickRepay/orders').map((c) => c.headers['x-quick-repay-token'])).toContain('qp-kept');
    expect(api.callsTo('/authentication/sendSmsCode/0961234567/2')).toHaveLength(0);
  });

  it('asks for a code again once the token has expired, without opening the login panel', async () => {
    saveQuickRepayToken('qp-old', 900, Date.now() - 16 * 60_000);
    renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    expect(phone()).toBeInTheDocument();
    expect(api.callsTo('/h5/quickRepay/orders')).toHaveLength(0);

    saveQuickRepayToken('qp-revoked', 900);
    api.on('/h5/quickRepay/orders', { status: 401, code: 401, msg: 'Please verify your phone number with an SMS code first' });
    const { store, toasts } = renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    await waitFor(() => expect(sessionStorage.getItem(QUICK_REPAY_TOKEN_KEY)).toBeNull());
    expect(screen.getAllByPlaceholderText('0XXXXXXXXX').length).toBeGreaterThan(0);
    expect(store.getState().overlays.login?.open ?? false).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('follows a payment waiting for the PIN: Repay disabled with the note, then the bill updates by itself', async () => {
    saveQuickRepayToken('qp-1', 900);
    let settled = false;
    api.on('/h5/quickRepay/orders', () => ({ data: { orders: [settled ? loan({ remainingAmount: 860 }) : pendingLoan()] } }));
    api.on(`/h5/quickRepay/payment/${pendingPayment.reference}`, () => {
      settled = true;
      return { data: { reference: pendingPayment.reference, kind: 'REPAY', status: 'SUCCESSFUL', reason: null, amount: 300 } };
    });
    const { toasts } = renderFeature(<QuickRepayPage />, api, { loggedIn: false });
    expect(await screen.findByText('Waiting for your PIN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repay' })).toBeDisabled();
    await waitFor(() => expect(toasts).toContain('Payment success'), { timeout: 6_000 });
    expect(api.callsTo(`/h5/quickRepay/payment/${pendingPayment.reference}`)[0]!.headers['x-quick-repay-token']).toBe('qp-1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Repay' })).toBeEnabled());
    expect(screen.queryByText('Waiting for your PIN')).not.toBeInTheDocument();
  });
});
