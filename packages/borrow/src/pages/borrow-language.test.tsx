import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';

import { MyLoans } from '../slots/my-loans';
import { loanInfo, order, plan } from '../test/my-loans.fixtures';
import { renderPage } from '../test/render-page';
import BorrowPlanPage from './borrow-plan-page';

const TRIAL = '/v4/product/productTrial';
const LOANS = '/my/getMyLoanInfo';
const STATUS = '/v3/order/queryLoanDetail/9';

const trial = {
  productId: 1, productName: 'Pocket Loan', loanAmount: 1000, term: 14, interest: 140, serviceFee: 20, totalRepayAmount: 1160,
  receivedAmount: 980, totalCostOfCredit: 160, apr: 417.14, repayDate: '2026-12-06',
  plans: [{ loanPeriod: 1, repayDate: '2026-12-06', principal: 1000, interest: 140, serviceFee: 20, totalAmount: 1160 }],
};
const applied = { productId: 1, amount: 100_000, term: 14 };

const api = fakeApiPerFile(() => {
  api.on(TRIAL, { data: trial });
  api.on(LOANS, { data: { creditLimit: 1000, availableLimit: 1000, userCredit: 0, orders: [] } });
});

describe('My Loans and the borrow plan in Bemba and Nyanja (issue 48)', { timeout: 20_000 }, () => {
  it('My Loans in Nyanja: the titles and actions in Nyanja, amounts as K1,050.50, the call with lang: ny', async () => {
    const repaying = order({ orderId: 7, loanAmount: 1050.5, remainingAmount: 1155.55, nextRepayDate: '2026-12-01', canRepay: true, canExtend: true, plans: [plan({ planId: 71, canExtend: true })] });
    api.on(LOANS, { data: loanInfo([repaying]) });
    renderPage(MyLoans, api, { path: '/me', lang: 'ny' });
    const card = within(await screen.findByRole('article', { name: 'Ngongole 7' }));
    expect(screen.getByRole('heading', { name: 'Ngongole zanga' })).toBeInTheDocument();
    for (const title of ['Mmene zilili', 'Kuchuluka kwa ngongole', 'Zotsala', 'Tsiku lolipira']) expect(card.getByText(title)).toBeInTheDocument();
    expect(card.getByText('K1,050.50')).toBeInTheDocument();
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(['Tsatanetsatane', 'Onjezerani nthawi', 'Bwezani']);
    expect(api.callsTo(LOANS)[0]!.headers.lang).toBe('ny');
  });

  it("the borrow plan in Bemba: the estimated bill's words, the consent's warning, amounts and rate as in English", async () => {
    const user = userEvent.setup();
    renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied, lang: 'bem' });
    expect(await screen.findByText('Bilu iyapimwa', {}, { timeout: 8_000 })).toBeInTheDocument();
    await screen.findByText('K1,160.00');
    for (const title of ['Impiya mwasongele', 'Icakulipila ca mulimo', 'Fyonse ifya kubwesha', 'Impiya mukapokelela', 'Umutengo onse uwa ngongole']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('417.14%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lombeni' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Napapata, belengeni kabili musumine Icipangano ca ngongole intanshi');
    expect(api.callsTo(TRIAL)[0]!.headers.lang).toBe('bem');
  });

  it("an application in flight, in Bemba: the order's progress and its steps", async () => {
    const reviewing = order({ orderId: 9, status: 'REVIEWING', statusText: 'REVIEWING', loanAmount: 1000, termDays: 14, loanDate: null, nextRepayDate: null, canRepay: false, plans: [] });
    api.on(LOANS, { data: { creditLimit: 1000, availableLimit: 0, userCredit: 0, orders: [reviewing] } });
    api.on(STATUS, { data: reviewing });
    renderPage(BorrowPlanPage, api, { path: '/borrow-plan', appliedProduct: applied, lang: 'bem' });
    expect(await screen.findByText(/Ukulomba kwenu kulebebetwa/, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('Ukubebeta')).toBeInTheDocument();
    expect(screen.getByText('Ukutuma impiya')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(STATUS).length).toBeGreaterThan(0));
  });
});
