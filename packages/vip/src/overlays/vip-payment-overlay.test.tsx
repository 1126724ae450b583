import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'react-vant';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { renderFeature } from '@pocket/testing/render-feature';

import { infoFixtures, payment, userFixture as user } from '../fixtures';
import VipPaymentOverlay from './vip-payment-overlay';

const PAY = '/vip/payment';
const USER = '/my/getUserInfo';
const CARDS = '/vip/getVipCardInfo';
const params = { name: 'VIP Monthly', payAmount: 4_900, vipCardId: 1, mobile: '0961234567' }; // ngwee; the body carries Kwacha

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
// The 3 s message toast would outlive the test environment.
// Clearing starts the toast's leave transition; let its timer run while jsdom's window still exists.
afterEach(async () => {
  Toast.clear();
  await new Promise((resolve) => setTimeout(resolve, 400));
});
beforeEach(() => {
  api.reset();
  api.on(USER, { data: user });
});

const open = () => renderFeature(<VipPaymentOverlay />, api, { overlay: { id: 'vipPayment', params } });

describe('VIP pay success (docs/product.md#states-and-transitions)', () => {
  it("posts name, payAmount, mobile and vipCardId with an Idempotency-Key; toast 'Waiting for payment', user info refreshed, popup closes", async () => {
    api.on(PAY, { data: payment('PENDING') });
    const { store } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(store.getState().overlays.vipPayment?.open).toBe(false));
    const call = api.callsTo(PAY)[0]!;
    expect(call.body).toEqual({ name: 'VIP Monthly', payAmount: 49, mobile: '0961234567', vipCardId: 1 });
    expect(call.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('Waiting for payment')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().appState.userInfo).toMatchObject({ mobile: '0961234567' }));
    expect(store.getState().appState.vipPaymentShow).toBe(false);
  });

  it("says 'Waiting for payment' in the borrower's language (Nyanja), the call's lang: ny", async () => {
    api.on(PAY, { data: payment('PENDING') });
    renderFeature(<VipPaymentOverlay />, api, { overlay: { id: 'vipPayment', params }, lang: 'ny' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Tikudikira malipiro')).toBeInTheDocument();
    expect(api.callsTo(PAY)[0]!.headers.lang).toBe('ny');
  });

  it('a refused payment keeps the popup open with the server’s message, and a retry reuses the key', async () => {
    api.on(PAY, { code: 409, status: 409, msg: 'A VIP payment is already in progress. Please approve the PIN prompt on your phone or wait about one minute' });
    const { store, toasts } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toasts).toContain('A VIP payment is already in progress. Please approve the PIN prompt on your phone or wait about one minute'));
    expect(store.getState().overlays.vipPayment?.open).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(2));
    const [a, b] = api.callsTo(PAY);
    expect(a!.headers['idempotency-key']).toBe(b!.headers['idempotency-key']);
  });
});

describe('the price', () => {
  it("is the card's as the server lists it: a cookie from before the web held ngwee (payAmount 49, Kwacha) shows and pays K49.00", async () => {
    api.on(CARDS, { data: infoFixtures.notMember });
    api.on(PAY, { data: payment('PENDING') });
    renderFeature(<VipPaymentOverlay />, api, { overlay: { id: 'vipPayment', params: { ...params, payAmount: 49 } } });
    expect(await screen.findByDisplayValue('K49.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
    expect(api.callsTo(PAY)[0]!.body).toMatchObject({ payAmount: 49, vipCardId: 1 });
  });

  it("is the cookie's while the list cannot be had", async () => {
    api.on(CARDS, { code: 500, status: 500, msg: 'Loading failed, please try again' });
    open();
    expect(await screen.findByDisplayValue('K49.00')).toBeInTheDocument();
  });
});

describe('the phone edited in the popup', () => {
  it('is kept in vipPaymentParams as typed, and the payment goes from it', async () => {
    api.on(PAY, { data: payment('PENDING') });
    const { store } = open();
    const field = await screen.findByPlaceholderText('0XXXXXXXXX');
    await userEvent.clear(field);
    await userEvent.type(field, '0977000111');
    expect(store.getState().appState.vipPaymentParams).toEqual({ ...params, mobile: '0977000111' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
    expect(api.callsTo(PAY)[0]!.body).toMatchObject({ mobile: '0977000111' });
  });
});


describe('someone else’s number as the payment account (issue 34)', () => {
  it('a 428 opens the code step; Obtain sends the code to that number, Confirm confirms it, and the payment goes again with the same key', async () => {
    const masked = '097****111';
    let pays = 0;
    api.on(PAY, () => (++pays === 1 ? { code: 428, status: 428, msg: `This payment account is not your phone number. Enter the code we send by SMS to ${masked} to confirm that you may pay from it`, data: { field: 'mobile', mobile: '0977000111', masked } } : { data: payment('PENDING') }));
    api.on('/payment-account/sendCode', { data: { mobile: '0977000111', nextSendInSeconds: 60, expiresInSeconds: 300 } });
    api.on('/payment-account/confirm', { data: { mobile: '0977000111', confirmed: true } });
    const { store } = open();
    const field = await screen.findByPlaceholderText('0XXXXXXXXX');
    await userEvent.clear(field);
    await userEvent.type(field, '0977000111');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(new RegExp(`Tap Obtain to send a code by SMS to ${masked.replace(/\*/g, '\\*')}`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(api.callsTo('/payment-account/sendCode')).toHaveLength(1));
    expect(api.callsTo('/payment-account/sendCode')[0]!.body).toEqual({ mobile: '0977000111' });
    await userEvent.type(screen.getByPlaceholderText('Verification code'), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('/payment-account/confirm')[0]?.body).toEqual({ mobile: '0977000111', code: '4821' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(2));
    const [first, second] = api.callsTo(PAY);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    await waitFor(() => expect(store.getState().overlays.vipPayment?.open).toBe(false));
  });
});
