import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';

import { loanInfo, order, pendingPayment, plan } from '../test/my-loans.fixtures';
import { renderPage } from '../test/render-page';
import { MyLoans } from './my-loans';

const api = fakeApiPerFile();

const repaying = order({ orderId: 7, loanAmount: 1050.5, remainingAmount: 1155.55, nextRepayDate: '2026-12-01', canRepay: true, canExtend: true, plans: [plan({ planId: 70, canExtend: false }), plan({ planId: 71, canExtend: true })] });
const reviewing = order({ orderId: 8, status: 'REVIEWING', statusText: 'Reviewing', canRepay: false, canExtend: false, plans: [] });
const settled = order({ orderId: 9, status: 'SETTLED', statusText: 'Settled', remainingAmount: 0, nextRepayDate: null, canRepay: false, canExtend: false });

const loan = (id: number) => screen.findByRole('article', { name: `Loan ${id}` }, { timeout: 4_000 });

describe("borrow's 'meLoans' slot", { timeout: 15_000 }, () => {
  it('lists each loan with its status, amounts as K1,050.50 and due date, calling GET /api/my/getMyLoanInfo with the token', async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([repaying, reviewing]) });
    renderPage(MyLoans, api, { path: '/me' });
    const card = within(await loan(7));
    expect(card.getByText('Repaying')).toBeInTheDocument();
    expect(card.getByText('K1,050.50')).toBeInTheDocument();
    expect(card.getByText('K1,155.55')).toBeInTheDocument();
    expect(card.getByText('2026-12-01')).toBeInTheDocument();
    expect(within(await loan(8)).getByText('Reviewing')).toBeInTheDocument();
    const [call] = api.callsTo('/my/getMyLoanInfo');
    expect(call?.method).toBe('GET');
    expect(call?.headers.token).toBe('test-token');
  });

  it('offers only the actions each loan allows', async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([repaying, reviewing, settled]) });
    renderPage(MyLoans, api, { path: '/me' });
    const names = async (id: number) => within(await loan(id)).queryAllByRole('button').map((b) => b.textContent);
    expect(await names(7)).toEqual(['Details', 'Extend', 'Repay']);
    expect(await names(8)).toEqual([]);
    expect(await names(9)).toEqual(['Details']);
  });

  it('repay opens the repay popup for the order', async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([repaying]) });
    const { store } = renderPage(MyLoans, api, { path: '/me' });
    await userEvent.setup().click(within(await loan(7)).getByRole('button', { name: 'Repay' }));
    expect(store.getState().overlays.repay).toMatchObject({ open: true, params: { orderId: 7 } });
  });

  it('extend opens the extension popup for the stage that can be extended', async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([repaying]) });
    const { store } = renderPage(MyLoans, api, { path: '/me' });
    await userEvent.setup().click(within(await loan(7)).getByRole('button', { name: 'Extend' }));
    expect(store.getState().overlays.extension).toMatchObject({ open: true, params: { planId: 71 } });
  });

  it("details goes to the order's billing details", async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([repaying]) });
    renderPage(MyLoans, api, { path: '/me' });
    await userEvent.setup().click(within(await loan(7)).getByRole('button', { name: 'Details' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/billing-details/7');
  });

  it('shows a loading state while the loans arrive, never a blank section', async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([repaying]), delayMs: 600 });
    renderPage(MyLoans, api, { path: '/me' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(await loan(7)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the user has no loans', async () => {
    api.on('/my/getMyLoanInfo', { data: loanInfo([]) });
    renderPage(MyLoans, api, { path: '/me' });
    expect(await screen.findByText('You have no loans yet', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's message when loading fails, and Retry loads again", async () => {
    let calls = 0;
    api.on('/my/getMyLoanInfo', () => (++calls === 1 ? { code: 500, msg: 'System busy' } : { data: loanInfo([repaying]) }));
    renderPage(MyLoans, api, { path: '/me' });
    expect(await screen.findByText('System busy', {}, { timeout: 4_000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await loan(7)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/my/getMyLoanInfo')).toHaveLength(2));
  });

  it("a payment waiting for the PIN: 'Waiting for your PIN' with amount and wallet, Repay and Extend disabled, then the loan updates by itself", async () => {
    let settled = false;
    const paying = order({ ...repaying, paymentInFlight: pendingPayment });
    api.on('/my/getMyLoanInfo', () => ({ data: loanInfo([settled ? { ...repaying, remainingAmount: 855.55 } : paying]) }));
    api.on(`/order/payment/api/status/${pendingPayment.reference}`, () => {
      settled = true;
      return { data: { reference: pendingPayment.reference, kind: 'REPAY', status: 'SUCCESSFUL', reason: null, amount: 300 } };
    });
    const { toasts } = renderPage(MyLoans, api, { path: '/me' });
    const card = within(await loan(7));
    expect(card.getByText('Waiting for your PIN')).toBeInTheDocument();
    expect(card.getByText("Enter your PIN on 096****567 to pay K300.00. 'Repayment' and 'Extension' wait until this payment is done.")).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Repay' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Extend' })).toBeDisabled();
    await waitFor(() => expect(toasts).toContain('Payment success'), { timeout: 6_000 });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Loan 7' })).getByText('K855.55')).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Loan 7' })).getByRole('button', { name: 'Repay' })).toBeEnabled();
  });
});
