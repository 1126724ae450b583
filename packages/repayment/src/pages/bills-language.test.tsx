import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { overdueLoan } from '../fixtures/loan.fixtures';
import { repaymentSlice } from '../model/repayment.slice';
import RepayOverlay from '../overlays/repay-overlay';
import BillingDetailsPage from './billing-details-page';

vi.mock('@tanstack/react-router', () => ({ useParams: () => ({ orderId: '7' }), useNavigate: () => vi.fn() }));

const LOAN = '/v3/order/queryLoanDetail/7';
const REPAY_DETAIL = '/order/api/getRepayDetailV2/7';
const SUBMIT = '/order/payment/api/submitRepayApplyV2';

const api = fakeApiPerFile(() => {
  api.on(LOAN, () => ({ data: overdueLoan() }));
  api.on(REPAY_DETAIL, {
    data: {
      repayAccountId: 3, repayAccount: '0961234567', curPayLoanPeriod: 1, minRepayAmount: 100,
      repayPlanList: [{ planId: 41, loanPeriod: 1, remainingAmount: 1000 }],
      couponVoList: [{ couponName: 'K20 off', userCouponId: 5, couponUsableStatus: 1, validUntil: '2026-12-31' }],
      paymentInFlight: null,
    },
  });
});

describe('the bill screens and the repay popup in Bemba and Nyanja (issue 48)', () => {
  it("/billing-details in Bemba, a language this browser kept: the bill's words are Bemba, its amounts and dates as in English, the calls carry lang: bem", async () => {
    renderFeature(<BillingDetailsPage />, api, { lang: 'bem' });
    // The words come with the language's catalogue, fetched when the screen mounts.
    expect(await screen.findByText('Ifyalembwa pa bilu')).toBeInTheDocument();
    const bill = within(await screen.findByTestId('instalment-41'));
    expect(bill.getByText('Yapita inshita inshiku 3')).toBeInTheDocument();
    for (const title of ['Ubushiku bwa kulipila', 'Impiya mwasongele', 'Icilango', 'Fyonse ifya kubwesha', 'Impiya ishashalapo']) expect(bill.getByText(title)).toBeInTheDocument();
    expect(bill.getAllByText('K1,190.00').length).toBeGreaterThan(0);
    expect(bill.getByRole('button', { name: 'Lipileni' })).toBeEnabled();
    expect(bill.getByRole('button', { name: 'Ukulundako inshita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ipulani ya kubwesha' })).toBeInTheDocument();
    expect(screen.queryByText('Billing Details')).toBeNull();
    expect(api.callsTo(LOAN)[0]!.headers.lang).toBe('bem');
  });

  it("the repay popup in Nyanja: its words, the amount rule's messages (the minimum with its amount) and the coupons line; a refused amount sends nothing", async () => {
    const user = userEvent.setup();
    renderFeature(<RepayOverlay />, api, { overlay: { id: 'repay', params: { orderId: 7 } }, slices: [repaymentSlice], lang: 'ny' });
    const amount = await screen.findByPlaceholderText('Chonde lembani ndalama zobweza');
    await waitFor(() => expect(amount).toHaveValue('1000'));
    expect(screen.getByText('Lipirani bilu')).toBeInTheDocument();
    expect(screen.getByText('Kubweza kulikonse kumakuthandizani kupezanso malire a ngongole okwera.')).toBeInTheDocument();
    expect(screen.getByText('Pali makuponi 1 omwe mungagwiritse ntchito')).toBeInTheDocument();
    expect(screen.getByText('K1,000.00')).toBeInTheDocument();
    // The popup's close button is named in Nyanja too (its accessible name: ui-kit has no English word of its own there).
    expect(screen.getByRole('button', { name: 'Tsekani' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Lipirani' }));
    expect(screen.getByText('zochepa kwambiri: K100.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '980');
    await user.click(screen.getByRole('button', { name: 'Lipirani' }));
    expect(screen.getByText('Ndalama zotsala ndi zochepa kuposa zochepa kwambiri, choncho muyenera kulipira zonse tsopano')).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
    expect(api.callsTo(REPAY_DETAIL).at(-1)!.headers.lang).toBe('ny');
  });

  it("ui-kit's own words follow the language: the repay popup's load error offers Retry in Bemba (the page state's), and it retries", async () => {
    const user = userEvent.setup();
    api.on(REPAY_DETAIL, { code: 500, status: 500, msg: 'Tacaletele' });
    renderFeature(<RepayOverlay />, api, { overlay: { id: 'repay', params: { orderId: 7 } }, slices: [repaymentSlice], lang: 'bem' });
    const retry = await screen.findByRole('button', { name: 'Eseshenipo na kabili' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const calls = api.callsTo(REPAY_DETAIL).length;
    await user.click(retry);
    await waitFor(() => expect(api.callsTo(REPAY_DETAIL).length).toBeGreaterThan(calls));
  });
});
