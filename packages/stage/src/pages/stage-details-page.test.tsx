import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { userInfoLoaded } from '@pocket/app-core/app-state';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { awaitingDeposit, stageIndex, stageOrder } from '../fixtures/stage.fixtures';
import { stageSlice } from '../model/stage.slice';
import { STAGE_CONSENT, STAGE_CONSENT_REQUIRED } from '../ui/phone-offer';
import StageDetailsPage from './stage-details-page';

// The page's router (its navigate after a paid deposit) is the app's; rendered alone, as the other pages' tests do.
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));

const api = fakeApiPerFile(() => {
  api.on('/v1/mobile-order/index', { data: stageIndex() });
});

async function choose(user: ReturnType<typeof userEvent.setup>) {
  const { store } = renderFeature(<StageDetailsPage />, api, { slices: [stageSlice] });
  store.dispatch(userInfoLoaded({ mobile: '0961234567' }));
  await user.click(within(await screen.findByTestId('phone-1')).getByRole('button', { name: 'Choose' }));
  return store;
}

describe("/stage-details ('Details')", () => {
  it('lists the catalogue with price, deposit and stages, and the borrower’s stage orders', async () => {
    api.on('/v1/mobile-order/index', { data: stageIndex({ orders: [stageOrder()] }) });
    renderFeature(<StageDetailsPage />, api, { slices: [stageSlice] });
    expect(await screen.findByText('Details')).toBeInTheDocument();
    const card = await screen.findByTestId('phone-1');
    expect(card).toHaveTextContent('itel A18');
    expect(card).toHaveTextContent('Deposit K690.00 (60%), then 3 stages of 14 days from K180.93');
    expect(within(card).getByRole('img', { name: 'itel A18' })).toHaveAttribute('src', '/phones/itel-a18.svg');
    expect(screen.getByTestId('stage-order-9')).toHaveTextContent('K7MP4QXA');
  });

  it('choosing a phone shows the full schedule and total cost before the deposit', async () => {
    const user = userEvent.setup();
    await choose(user);
    const offer = screen.getByTestId('phone-offer');
    for (const text of ['Deposit today', 'K690.00', 'Stage 1 of 3', 'Due 2026-03-15', 'K190.14', 'Total cost of credit', 'K92.00', 'APR', '243.21%']) {
      expect(offer).toHaveTextContent(text);
    }
    expect(screen.getByTestId('total-cost')).toHaveTextContent('K1,242.00');
    expect(api.callsTo('/v1/mobile-order/pay')).toHaveLength(0);
  });

  it('needs consent and a valid mobile (shared phone messages) before paying the deposit', async () => {
    const user = userEvent.setup();
    await choose(user);
    const pay = screen.getByRole('button', { name: 'Pay the deposit K690.00' });
    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent(STAGE_CONSENT_REQUIRED);
    await user.clear(screen.getByPlaceholderText('0XXXXXXXXX'));
    await user.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0961');
    await user.click(screen.getByText(STAGE_CONSENT));
    await user.click(pay);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    expect(api.callsTo('/v1/mobile-order/pay')).toHaveLength(0);
  });

  it('pays the deposit, follows it until final without reload, then shows the pickup code', async () => {
    let info = awaitingDeposit();
    api.on('/v1/mobile-order/pay', { data: { orderId: 9, paymentId: 3, reference: 'r', status: 'PENDING', payAmount: 690, mobile: '0961234567' } });
    api.on('/v1/mobile-order/info', () => ({ data: info }));
    const user = userEvent.setup();
    await choose(user);
    await user.click(screen.getByText(STAGE_CONSENT));
    await user.click(screen.getByRole('button', { name: 'Pay the deposit K690.00' }));
    expect(await screen.findByText('Waiting for payment')).toBeInTheDocument();
    const call = api.callsTo('/v1/mobile-order/pay')[0]!;
    expect(call.body).toEqual({ phoneId: 1, mobile: '0961234567', amount: 690 });
    expect(call.headers['idempotency-key']).toBeTruthy();
    info = stageOrder();
    expect(await screen.findByTestId('pickup-code', {}, { timeout: 6_000 })).toHaveTextContent('K7MP4QXA');
    expect(screen.getByTestId('deposit-paid')).toHaveTextContent('Deposit paid');
  });

  it('a declined deposit says nothing is owed and offers to try again', async () => {
    api.on('/v1/mobile-order/pay', { data: { orderId: 9, paymentId: 3, reference: 'r', status: 'PENDING', payAmount: 690, mobile: '0961234567' } });
    api.on('/v1/mobile-order/info', { data: { ...awaitingDeposit(), status: 'CANCELLED', depositStatus: 'FAILED' } });
    const user = userEvent.setup();
    await choose(user);
    await user.click(screen.getByText(STAGE_CONSENT));
    await user.click(screen.getByRole('button', { name: 'Pay the deposit K690.00' }));
    expect(await screen.findByText('The deposit of K690.00 was not paid. Nothing is owed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('phone-offer')).toBeInTheDocument());
  });

  it('says before any payment when the phone is above the available limit', async () => {
    api.on('/v1/mobile-order/index', { data: stageIndex({ availableLimit: 0 }) });
    const user = userEvent.setup();
    await choose(user);
    expect(screen.getByRole('alert')).toHaveTextContent('The amount to pay in stages (K460.00) is above your available limit of K0.00');
    expect(screen.getByRole('button', { name: 'Pay the deposit K690.00' })).toBeDisabled();
  });
});
