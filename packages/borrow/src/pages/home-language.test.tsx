import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { catalogueTexts } from '@pocket/testing/catalogue-text';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';

import { loanInfo, order, plan } from '../test/my-loans.fixtures';
import { renderPage } from '../test/render-page';
import HomePage from './home-page';

const PRODUCTS = '/v4/product/list';
const LOANS = '/my/getMyLoanInfo';
const TRIAL = '/v4/product/productTrial';

const product = {
  productId: 1, code: 'POCKET', name: 'Pocket Loan', minAmount: 200, maxAmount: 5000, step: 100, stages: 1,
  terms: [{ days: 7, interestRate: 0.1 }, { days: 14, interestRate: 0.14 }],
  serviceFeeRate: 0.02, serviceFeeMin: 5, penaltyDailyRate: 0.01, penaltyCapRate: 0.3, extensionFeeRate: 0.08, maxExtensions: 2,
};

const api = fakeApiPerFile(() => {
  api.on(PRODUCTS, { data: { creditLimit: 500, availableLimit: 500, products: [product] } });
  api.on(LOANS, { data: { creditLimit: 500, availableLimit: 500, userCredit: 0, orders: [] } });
  api.on('/user/auth/api/getUserAuthProcessStep', { data: [1, 2, 3].map((cerCode) => ({ cerCode, isAuth: true })) });
  api.on('/v4/reminder/get', { data: [] });
  api.on('/user/auth/api/kycReview', { data: { status: 'none', title: null, why: null, next: null, step: null } });
  api.on(TRIAL, {
    data: { productId: 1, productName: 'Pocket Loan', loanAmount: 500, term: 7, interest: 40, serviceFee: 10, totalRepayAmount: 550, receivedAmount: 490,
      totalCostOfCredit: 50, apr: 521.43, repayDate: '2026-11-29', plans: [] },
  });
});

// A text taken out of a catalogue for one test is put back after it.
const withoutText = catalogueTexts();

describe('/home in Bemba and Nyanja (issue 48)', { timeout: 20_000 }, () => {
  it("in Bemba, a language this browser kept: the limit, the chooser, the estimate and the call to action in Bemba, amounts and dates as in English, the calls with lang: bem", async () => {
    renderPage(HomePage, api, { path: '/home', lang: 'bem' });
    // The words come with the language's catalogue, fetched when home mounts (home says English until then).
    expect(await screen.findByText('Ubwingi bwa kukongola', {}, { timeout: 8_000 })).toBeInTheDocument();
    // The estimate (and with it the chooser) once the products and the trial have come.
    expect(await screen.findByText('K490.00', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText('K500.00')).toBeInTheDocument();
    for (const title of ['Indalama', 'Inshita']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'inshiku 7' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Ingongole mu kwacha' })).toBeInTheDocument();
    expect(screen.getByText('K550.00')).toBeInTheDocument();
    for (const title of ['Ukupenda', 'Mukapokelela', 'Mukabwesha', 'Ubushiku bwa kulipila']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('2026-11-29')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lombeni nomba' })).toBeEnabled();
    expect(screen.queryByText('Available limit')).toBeNull();
    expect(api.callsTo(PRODUCTS).at(-1)!.headers.lang).toBe('bem');
    expect(api.callsTo(TRIAL).at(-1)!.headers.lang).toBe('bem');
  });

  it('in Nyanja with the bill overdue: the loan, why borrowing is frozen and what unfreezes it (its amount as in English), Repay and Bill details in Nyanja', async () => {
    const user = userEvent.setup();
    api.on(LOANS, {
      data: loanInfo([order({ orderId: 7, status: 'OVERDUE', statusText: 'Overdue', remainingAmount: 580, nextRepayDate: '2026-12-01', plans: [plan({ overdueDays: 2, status: 'OVERDUE' })] })]),
    });
    const { store } = renderPage(HomePage, api, { path: '/home', lang: 'ny' });
    expect(await screen.findByText('Kubwereka kwatsekedwa', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByTestId('home-frozen')).toHaveTextContent(
      'Kubwereka kwatsekedwaBilu yanu yachedwa masiku 2, choncho simungabwereke pakali pano. Lipirani K580.00 kuti muimalize ndipo kubwereka kudzatsegukanso.',
    );
    const card = within(screen.getByTestId('home-open-loan'));
    for (const title of ['Ndalama zoyenera kulipira', 'Ngongole yanu', 'Tsiku lolipira', 'Mmene zilili']) expect(card.getAllByText(title).length).toBeGreaterThan(0);
    expect(card.getAllByText('K580.00').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Bwezani' }));
    expect(store.getState().overlays.repay).toEqual({ open: true, params: { orderId: 7 } });
    expect(screen.getByRole('button', { name: 'Zambiri za bilu' })).toBeInTheDocument();
    expect(api.callsTo(LOANS).at(-1)!.headers.lang).toBe('ny');
  });

  it('a text the language lacks is said in English, the others in the language (one day overdue in Bemba)', async () => {
    withoutText('bem', 'Bill details');
    api.on(LOANS, {
      data: loanInfo([order({ orderId: 7, status: 'OVERDUE', statusText: 'Overdue', remainingAmount: 580, plans: [plan({ overdueDays: 1, status: 'OVERDUE' })] })]),
    });
    renderPage(HomePage, api, { path: '/home', lang: 'bem' });
    expect(await screen.findByText('Ukukongola kwaimikwa', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByTestId('home-frozen')).toHaveTextContent(/^Ukukongola kwaimikwaIbilu yenu yapita ubushiku 1, /);
    expect(screen.getByRole('button', { name: 'Lipileni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bill details' })).toBeInTheDocument();
  });

  it("home's fallback when the products fail without the server's words is said in the language; the server's words as they come", async () => {
    api.on(PRODUCTS, { code: 500, status: 500, msg: '' });
    const { unmount } = renderPage(HomePage, api, { path: '/home', lang: 'bem' });
    expect(await screen.findByText('Tacaletele, napapata eseshenipo na kabili', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading failed, please try again')).toBeNull();
    // The error's picture is named in Bemba too.
    expect(screen.getByRole('img', { name: 'Cimo calubana' })).toBeInTheDocument();
    unmount();
    // The server's msg is already in the call's language (its lang header): said as it is.
    api.on(PRODUCTS, { code: 500, status: 500, msg: 'Sizinatheke pakali pano' });
    renderPage(HomePage, api, { path: '/home', lang: 'ny' });
    expect(await screen.findByText('Sizinatheke pakali pano', {}, { timeout: 8_000 })).toBeInTheDocument();
  });

  it('in English (no language kept) home says the English texts word for word, the calls with lang: en', async () => {
    renderPage(HomePage, api, { path: '/home' });
    expect(await screen.findByText('Available limit', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    expect(api.callsTo(PRODUCTS).at(-1)!.headers.lang).toBe('en');
  });
});
