import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';

import { loanInfo, order, plan } from '../test/my-loans.fixtures';
import { renderPage } from '../test/render-page';
import HomePage from './home-page';

const product = {
  productId: 1,
  code: 'POCKET',
  name: 'Pocket Loan',
  minAmount: 200,
  maxAmount: 5000,
  step: 100,
  stages: 1,
  terms: [{ days: 7, interestRate: 0.1 }, { days: 14, interestRate: 0.14 }],
  serviceFeeRate: 0.02,
  serviceFeeMin: 5,
  penaltyDailyRate: 0.01,
  penaltyCapRate: 0.3,
  extensionFeeRate: 0.08,
  maxExtensions: 2,
};
const allKyc = [1, 2, 3].map((cerCode) => ({ cerCode, isAuth: true }));

const api = fakeApiPerFile(() => {
  api.on('/v4/product/list', { data: { creditLimit: 500, availableLimit: 500, products: [product] } });
  api.on('/my/getMyLoanInfo', { data: { creditLimit: 500, availableLimit: 500, userCredit: 0, orders: [] } });
  api.on('/user/auth/api/getUserAuthProcessStep', { data: allKyc });
  api.on('/v4/reminder/get', { data: [] });
  api.on('/user/auth/api/kycReview', { data: { status: 'none', title: null, why: null, next: null, step: null } });
  api.on('/v4/product/productTrial', ({ body }) => {
    const { amount, term } = body as { amount: number; term: number };
    const [interest, serviceFee] = [Math.round(amount * 8) / 100, Math.round(amount * 2) / 100];
    const totalRepayAmount = Math.round(amount * 110) / 100;
    const plans = [{ loanPeriod: 1, repayDate: '2026-11-29', principal: amount, interest, serviceFee, totalAmount: totalRepayAmount }];
    return {
      data: { productId: 1, productName: 'Pocket Loan', loanAmount: amount, term, interest, serviceFee, totalRepayAmount, receivedAmount: amount - 10,
        totalCostOfCredit: interest + serviceFee, apr: 521.43, repayDate: '2026-11-29', plans },
    };
  });
});

describe('/home', () => {
  it('logged out: shows the products and opens the login panel from the one call to action', async () => {
    const user = userEvent.setup();
    const { store } = renderPage(HomePage, api, { path: '/home', loggedIn: false });
    expect(await screen.findByText('Pocket Loan', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your estimate')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(store.getState().overlays.login?.open).toBe(true);
    expect(api.callsTo('/v4/product/list')[0]!.headers.token).toBeUndefined();
    expect(api.callsTo('/v4/product/productTrial')).toHaveLength(0);
  });

  it('shows the limit and a live estimate for the amount chosen', async () => {
    const user = userEvent.setup();
    renderPage(HomePage, api, { path: '/home' });
    expect(await screen.findByText('K490.00', {}, { timeout: 4_000 })).toBeInTheDocument();
    await user.click(document.querySelector('.rv-stepper__minus')!);
    expect(await screen.findByText('K390.00')).toBeInTheDocument();
    expect(api.callsTo('/v4/product/productTrial').at(-1)!.body).toEqual({ productId: 1, amount: 400, term: 7 });
  });

  it('sends a borrower with KYC done and no loan to /borrow-plan with the chosen product', async () => {
    const user = userEvent.setup();
    const { store } = renderPage(HomePage, api, { path: '/home' });
    await screen.findByText('K490.00', {}, { timeout: 4_000 });
    await user.click(screen.getByText('14 days'));
    await waitFor(() => expect(api.callsTo('/user/auth/api/getUserAuthProcessStep')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/borrow-plan');
    expect(store.getState().borrow.appliedProduct).toEqual({ productId: 1, amountNgwee: 50_000, term: 14 });
  });

  it('sends a borrower with missing KYC to the first missing step', async () => {
    const user = userEvent.setup();
    api.on('/user/auth/api/getUserAuthProcessStep', { data: [{ cerCode: 2, isAuth: true }, { cerCode: 3, isAuth: false }] });
    const { store } = renderPage(HomePage, api, { path: '/home' });
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"cerCode":3'), { timeout: 4_000 });
    await user.click(await screen.findByRole('button', { name: 'Complete my information' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/authentication/base');
  });

  it('with a loan open shows the loan instead of the limit and the chooser: amount due, due date, status, Repay', async () => {
    const user = userEvent.setup();
    api.on('/my/getMyLoanInfo', { data: loanInfo([order({ orderId: 7, remainingAmount: 580, nextRepayDate: '2026-12-01' })]) });
    const { store } = renderPage(HomePage, api, { path: '/home' });
    const card = await screen.findByTestId('home-open-loan', {}, { timeout: 4_000 });
    expect(card).toHaveTextContent('Amount due');
    expect(card).toHaveTextContent('K580.00');
    expect(card).toHaveTextContent('2026-12-01');
    expect(card).toHaveTextContent('Repaying');
    expect(screen.queryByText('Available limit')).not.toBeInTheDocument();
    expect(document.querySelector('.rv-stepper')).toBeNull();
    expect(api.callsTo('/v4/product/productTrial')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Repay' }));
    expect(store.getState().overlays.repay).toEqual({ open: true, params: { orderId: 7 } });
    await user.click(screen.getByRole('button', { name: 'Bill details' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/billing-details/7');
  });

  it('when borrowing is frozen (overdue) says why and what unfreezes it, with the reminder', async () => {
    api.on('/my/getMyLoanInfo', {
      data: loanInfo([order({ orderId: 7, status: 'OVERDUE', statusText: 'Overdue', remainingAmount: 580, plans: [plan({ overdueDays: 2, status: 'OVERDUE' })] })]),
    });
    api.on('/v4/reminder/get', {
      data: [{ orderId: 7, planId: 1, repayDate: '2026-11-20', remainingAmount: 580, overdue: true, overdueDays: 2, message: 'Your bill of K580.00 is 2 days overdue. Please repay it to stop the penalty' }],
    });
    renderPage(HomePage, api, { path: '/home' });
    expect(await screen.findByText(/is 2 days overdue\. Please repay/, {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('home-frozen')).toHaveTextContent(
      'Borrowing is frozenYour bill is 2 days overdue, so you cannot borrow for now. Repay K580.00 to settle it and borrowing opens again.',
    );
  });

  it('an application in flight shows its status and still leads to its progress', async () => {
    const user = userEvent.setup();
    api.on('/my/getMyLoanInfo', { data: loanInfo([order({ status: 'REVIEWING', statusText: 'Reviewing', nextRepayDate: null, plans: [] })]) });
    renderPage(HomePage, api, { path: '/home' });
    expect(await screen.findByTestId('home-open-loan', {}, { timeout: 4_000 })).toHaveTextContent('Reviewing');
    await user.click(await screen.findByRole('button', { name: 'Check my application' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/borrow-plan');
  });

  it('a KYC rejected by a person: shows why and what to do next, and the button goes to the step to redo', async () => {
    const user = userEvent.setup();
    api.on('/user/auth/api/kycReview', {
      data: { status: 'rejected', title: 'We could not approve your information', why: 'We could not read the photos of your NRC.', next: 'Take clear photos, then submit your identity again.', step: 'identity' },
    });
    const { router } = renderPage(HomePage, api, { path: '/home' });
    const notice = await screen.findByTestId('kyc-review', {}, { timeout: 4_000 });
    expect(notice).toHaveTextContent('We could not approve your information');
    expect(notice).toHaveTextContent('We could not read the photos of your NRC.');
    expect(notice).toHaveTextContent('Take clear photos, then submit your identity again.');
    await user.click(screen.getByRole('button', { name: 'Update my information' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/identity'));
  });

  it('a KYC under review: says so and the button waits', async () => {
    api.on('/user/auth/api/kycReview', { data: { status: 'pending', title: 'Your information is under review', why: 'We are checking your details.', next: null, step: null } });
    renderPage(HomePage, api, { path: '/home' });
    expect(await screen.findByTestId('kyc-review', {}, { timeout: 4_000 })).toHaveTextContent('Your information is under review');
    expect(screen.getByRole('button', { name: 'Under review' })).toBeDisabled();
  });
});
