import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { userInfoLoaded } from '@pocket/app-core/app-state';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { stageOrder, stagePlan, threePlans } from '../fixtures/stage.fixtures';
import { stageRefreshFlagged, stageSlice } from '../model/stage.slice';
import { StageBillDetail } from './stage-bill-detail-page';

const api = fakeApiPerFile(() => {
  api.on('/v1/mobile-order/info', { data: stageOrder() });
});

describe("/stage/bill-detail/{orderId} ('Bill Preview')", () => {
  it("lists the stage bills with due date, amount, paid, remaining, status and 'Pay'", async () => {
    api.on('/v1/mobile-order/plan-list', { data: { orderId: 9, status: 'REPAYING', plans: [stagePlan({ status: 'SETTLED', statusText: 'Settled', paidAmount: 190.14, remainingAmount: 0 }), ...threePlans().slice(1)] } });
    renderFeature(<StageBillDetail orderId={9} />, api, { slices: [stageSlice] });
    expect(await screen.findByText('Bill Preview')).toBeInTheDocument();
    const first = await screen.findByTestId('stage-bill-1');
    expect(within(first).getByText('2026-03-15')).toBeInTheDocument();
    expect(within(first).getByTestId('stage-bill-status')).toHaveTextContent('Paid');
    expect(within(first).queryByRole('button', { name: 'Pay' })).toBeNull();
    const second = screen.getByTestId('stage-bill-2');
    expect(within(second).getAllByText('K180.93')).toHaveLength(2);
    expect(within(second).getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(screen.getByTestId('pickup-code')).toHaveTextContent('K7MP4QXA');
  });

  it("'Pay' puts the bill's amount and the borrower's mobile in stage data and opens the stage repay popup", async () => {
    api.on('/v1/mobile-order/plan-list', { data: { orderId: 9, status: 'REPAYING', plans: threePlans() } });
    const user = userEvent.setup();
    const { store } = renderFeature(<StageBillDetail orderId={9} />, api, { slices: [stageSlice] });
    store.dispatch(userInfoLoaded({ mobile: '0961234567' }));
    await user.click(within(await screen.findByTestId('stage-bill-1')).getByRole('button', { name: 'Pay' }));
    expect(store.getState().overlays.stageRepay?.open).toBe(true);
    expect((store.getState() as unknown as { stage: unknown }).stage).toMatchObject({ data: { planId: 51, amount: 19_014, mobile: '0961234567' } });
  });

  it('reloads the list when the stage refresh flag is raised, then lowers it; follows a payment in flight to paid', async () => {
    let answer = { orderId: 9, status: 'REPAYING', plans: threePlans() };
    api.on('/v1/mobile-order/plan-list', () => ({ data: answer }));
    const { store } = renderFeature(<StageBillDetail orderId={9} />, api, { slices: [stageSlice] });
    await screen.findByTestId('stage-bill-1');
    const before = api.callsTo('/v1/mobile-order/plan-list').length;
    answer = { ...answer, plans: [stagePlan({ paymentInFlight: { reference: 'ref-stage-1', kind: 'REPAY', amount: 190.14, wallet: '096****567', createdAt: '2026-03-10T08:00:00.000Z' } }), ...threePlans().slice(1)] };
    store.dispatch(stageRefreshFlagged());
    await waitFor(() => expect(api.callsTo('/v1/mobile-order/plan-list').length).toBeGreaterThan(before));
    expect((store.getState() as unknown as { stage: { refresh: boolean } }).stage.refresh).toBe(false);
    expect(await screen.findByText('Payment in progress')).toBeInTheDocument();
    answer = { ...answer, plans: [stagePlan({ status: 'SETTLED', statusText: 'Settled', paidAmount: 190.14, remainingAmount: 0 }), ...threePlans().slice(1)] };
    await waitFor(() => expect(within(screen.getByTestId('stage-bill-1')).getByTestId('stage-bill-status')).toHaveTextContent('Paid'), { timeout: 8_000 });
  });

  it('an order that is not the borrower’s shows the server’s message with Retry', async () => {
    api.on('/v1/mobile-order/info', { code: 404, status: 404, msg: 'This stage order does not exist' });
    api.on('/v1/mobile-order/plan-list', { code: 404, status: 404, msg: 'This stage order does not exist' });
    renderFeature(<StageBillDetail orderId={9} />, api, { slices: [stageSlice] });
    expect(await screen.findByText('This stage order does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
