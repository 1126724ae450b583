import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { ngwee } from '@pocket/contracts/money';
import { catalogueTexts } from '@pocket/testing/catalogue-text';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import type { UserCoupon } from '../api/coupon-list';
import { loan } from '../fixtures/loan.fixtures';
import { CouponListView } from './coupon-list-view';
import { PaySuccessDialog } from './pay-success-dialog';
import { QuickRepayBills } from './quick-repay-bills';
import { QuickRepayView } from './quick-repay-view';
import { RepaymentPlanView } from './repayment-plan-view';

// A text taken out of a catalogue for one test is put back after it.
const withoutText = catalogueTexts();

const coupon = (overrides: Partial<UserCoupon>): UserCoupon => ({
  userCouponId: 1, couponName: 'K20 off', kind: 'AMOUNT', amountOff: ngwee(2000), discountPercent: 0, minBill: ngwee(20000),
  validFrom: '2026-11-01', validUntil: '2026-12-31', used: false, appliedPlanId: null, couponUsableStatus: 1, ...overrides,
});

describe("/qp's form, the coupons page and the pay-success dialog in Bemba and Nyanja (issue 48)", () => {
  it("/qp's form in Nyanja: its title, fields and button, and a wrong number's message in Nyanja; nothing is asked for", async () => {
    const user = userEvent.setup();
    const onObtain = vi.fn(async () => true);
    const onVerify = vi.fn();
    renderView(<QuickRepayView orders={null} onObtain={onObtain} onVerify={onVerify} onRepay={vi.fn()} onExtend={vi.fn()} />, {
      state: { appState: { lang: 'ny' } } as never,
    });
    // The words come with the language's catalogue, fetched when the form mounts.
    expect(await screen.findByText('Bilu za ngongole, kulipira mwachangu')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Nambala yotsimikizira')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Landirani' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971');
    await user.click(screen.getByRole('button', { name: 'Onani bilu zanga' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Chonde lembani nambala ya foni yolondola ya manambala 10（0XXXXXXXXX）');
    expect(onVerify).not.toHaveBeenCalled();
    expect(onObtain).not.toHaveBeenCalled();
  });

  it("lists with nothing to show say so in the borrower's language: the repayment plan in Bemba, /qp's bills in Nyanja", async () => {
    const plan = renderView(<RepaymentPlanView loan={inside<LoanDetail>(loan({ plans: [] }))} loading={false} error={null} onRepay={vi.fn()} onExtend={vi.fn()} />, {
      state: { appState: { lang: 'bem' } } as never,
    });
    expect(await screen.findByText('Tamulakwata ibilu')).toBeInTheDocument();
    expect(screen.queryByText('No bills yet')).toBeNull();
    plan.unmount();
    renderView(<QuickRepayBills orders={[]} onRepay={vi.fn()} onExtend={vi.fn()} />, { state: { appState: { lang: 'ny' } } as never });
    expect(await screen.findByText('Palibe mabilu olipira pa nambala iyi')).toBeInTheDocument();
  });

  it('the coupons page in Bemba: title, each status and the validity with its amount as in English (K200.00)', async () => {
    renderView(
      <CouponListView
        loading={false}
        error={null}
        today="2026-11-22"
        coupons={[coupon({ userCouponId: 1 }), coupon({ userCouponId: 2, appliedPlanId: 41, minBill: ngwee(0) }), coupon({ userCouponId: 3, used: true }), coupon({ userCouponId: 4, validUntil: '2026-11-21' })]}
      />,
      { state: { appState: { lang: 'bem' } } as never },
    );
    expect(await screen.findByText('Kupon')).toBeInTheDocument();
    for (const status of ['Ilipo', 'Yabikwa', 'Yabomfiwa', 'Yapwa inshita']) expect(screen.getByText(status)).toBeInTheDocument();
    expect(screen.getAllByText('Ibomba ukufuma 2026-11-01 ukufika 2026-12-31 · ku bilu ukufuma pa K200.00')).toHaveLength(2);
    expect(screen.getByText('Ibomba ukufuma 2026-11-01 ukufika 2026-12-31')).toBeInTheDocument();
    expect(screen.queryByText('Available')).toBeNull();
  });

  it('the coupons page in Nyanja with none yet', async () => {
    renderView(<CouponListView loading={false} error={null} today="2026-11-22" coupons={[]} />, { state: { appState: { lang: 'ny' } } as never });
    expect(await screen.findByText('Mulibe makuponi pakali pano')).toBeInTheDocument();
  });

  it("the pay-success dialog in Nyanja: the title and the PIN notes (10 seconds); a text the language lacks ('OK' here) is said in English", async () => {
    withoutText('ny', 'OK');
    const onOk = vi.fn();
    renderView(<PaySuccessDialog visible onOk={onOk} />, { state: { appState: { lang: 'ny' } } as never });
    expect(await screen.findByText('Zatumizidwa bwino')).toBeInTheDocument();
    expect(screen.getByText('(1) Zenera la PIN lidzaonekera pasanathe masekondi 10, lowetsani PIN kuti mumalize kulipira.')).toBeInTheDocument();
    expect(screen.getByText('(2) Ngati mwalowetsa kale PIN, dikirani pafupifupi mphindi imodzi kuti musalipire kawiri.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
  });

  it('the pay-success dialog in English says the spec\'s words, the seconds filled in', () => {
    renderView(<PaySuccessDialog visible onOk={vi.fn()} />);
    expect(screen.getByText('Submit Success')).toBeInTheDocument();
    expect(screen.getByText('(1) The PIN code pop-up will appear within 10 seconds, enter the PIN to complete payment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
