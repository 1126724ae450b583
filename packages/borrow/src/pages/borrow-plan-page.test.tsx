import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BLOCKED_MESSAGE } from '@pocket/contracts/api/staff';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';

import { order } from '../test/my-loans.fixtures';
import { renderPage } from '../test/render-page';
import BorrowPlanPage from './borrow-plan-page';

const TRIAL = '/v4/product/productTrial';
const APPLY = '/zmb/index/api/appManualGetLoan';
const LOANS = '/my/getMyLoanInfo';
const STATUS = '/v3/order/queryLoanDetail/9';

const trial = {
  productId: 1,
  productName: 'Pocket Loan',
  loanAmount: 1000,
  term: 14,
  interest: 140,
  serviceFee: 20,
  totalRepayAmount: 1160,
  receivedAmount: 980,
  totalCostOfCredit: 160,
  apr: 417.14,
  repayDate: '2026-12-06',
  plans: [{ loanPeriod: 1, repayDate: '2026-12-06', principal: 1000, interest: 140, serviceFee: 20, totalAmount: 1160 }],
};
const applied = { productId: 1, amount: 100_000, term: 14 };
/** Order 9 before its money went out: no loan date, no plan yet. */
const reviewing = (status: string) =>
  order({ orderId: 9, status, statusText: status, loanAmount: 1000, termDays: 14, loanDate: null, nextRepayDate: null, canRepay: false, plans: [] });

const api = fakeApiPerFile(() => {
  api.on(TRIAL, { data: trial });
  api.on(LOANS, { data: { creditLimit: 1000, availableLimit: 1000, userCredit: 0, orders: [] } });
});

describe("/borrow-plan ('Estimated bill')", () => {
  it('shows the estimated bill of the product chosen on home, with the wallet operator', async () => {
    renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied });
    expect(await screen.findByText('K1,160.00', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Estimated bill')).toBeInTheDocument();
    expect(screen.getByText('417.14%')).toBeInTheDocument();
    expect(screen.getByText('MTN MoMo')).toBeInTheDocument();
    expect(api.callsTo(TRIAL)[0]!.body).toEqual({ productId: 1, amount: 1000, term: 14 }); // Kwacha on the wire
  });

  it('applies once with an Idempotency-Key, then follows the order from reviewing to received', async () => {
    const user = userEvent.setup();
    let polls = 0;
    api.on(APPLY, { data: { orderId: 9, status: 'REVIEWING', statusText: 'Under review' }, delayMs: 100 });
    api.on(STATUS, () => ({ data: ++polls < 2 ? reviewing('DISBURSING') : order({ orderId: 9 }) }));
    renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied });
    await screen.findByText('K1,160.00', {}, { timeout: 4_000 });
    await user.click(screen.getByText(/I have read and agreed to the/));
    await user.dblClick(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/on its way to your wallet/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('Money received.', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(api.callsTo(APPLY)).toHaveLength(1);
    expect(api.callsTo(APPLY)[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: 'View my bill' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/billing-details/9');
  }, 25_000);

  it('sends the borrower to the missing KYC step when the application answers 417', async () => {
    const user = userEvent.setup();
    api.on(APPLY, { code: 417, msg: 'Please complete face verification first', data: { cerCode: 1 } });
    renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied });
    await screen.findByText('K1,160.00', {}, { timeout: 4_000 });
    await user.click(screen.getByText(/I have read and agreed to the/));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/face/face-start');
  });

  it('tells a borrower on hold why they cannot borrow, and stays on the estimate', async () => {
    const user = userEvent.setup();
    api.on(APPLY, { code: 409, msg: BLOCKED_MESSAGE });
    const { toasts } = renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied });
    await screen.findByText('K1,160.00', {}, { timeout: 4_000 });
    await user.click(screen.getByText(/I have read and agreed to the/));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts).toEqual([BLOCKED_MESSAGE]));
    expect(screen.queryByTestId('navigated-to')).toBeNull();
    expect(screen.getByText('Estimated bill')).toBeInTheDocument();
  });

  it('shows an application already in flight instead of a new estimate', async () => {
    api.on(LOANS, { data: { creditLimit: 1000, availableLimit: 0, userCredit: 0, orders: [reviewing('REVIEWING')] } });
    api.on(STATUS, { data: reviewing('REVIEWING') });
    renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied });
    expect(await screen.findByText(/being reviewed/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(STATUS).length).toBeGreaterThan(0));
  });
});
