import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { StageIndex, StageOrder, StagePhone, StagePlan } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { englishLeft } from '@pocket/testing/english-left';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { awaitingDeposit, phone, stageIndex, stageOrder, stagePlan } from '../fixtures/stage.fixtures';
import { DepositProgress } from './deposit-progress';
import { HomePhonesOffer } from './home-phones-offer';
import { PhoneOffer } from './phone-offer';
import { StageBillsView } from './stage-bills-view';
import { StageDetailsView } from './stage-details-view';
import { StageRepayPopup } from './stage-repay-popup';

const inBemba = { state: { appState: { lang: 'bem' } } };
const inNyanja = { state: { appState: { lang: 'ny' } } };

describe("phones on instalments in the borrower's language (issue 48)", () => {
  it('says a deposit that was not paid in Bemba, its amount as in English', async () => {
    const order = inside<StageOrder>({ ...awaitingDeposit(), status: 'CANCELLED', depositStatus: 'FAILED' });
    const deposit = formatKwacha(order.deposit);
    renderView(<DepositProgress order={order} onOpenBills={vi.fn()} onTryAgain={vi.fn()} />, inBemba);
    expect(await screen.findByText(`Ukulipila kwa ntanshi ukwa ${deposit} tacalipilwe. Tamwakwata ingongole.`)).toBeInTheDocument();
  });

  it('says an order without stage bills yet in Nyanja, and in English word for word', async () => {
    const nyanja = renderView(<StageBillsView order={inside<StageOrder>(stageOrder())} plans={[]} onPay={vi.fn()} onRetry={vi.fn()} />, inNyanja);
    expect(await screen.findByText('Palibe mabilu a magawo pakali pano: ayamba dipoziti ikalipiridwa.')).toBeInTheDocument();
    nyanja.unmount();
    renderView(<StageBillsView order={inside<StageOrder>(stageOrder())} plans={[]} onPay={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByText('No stage bills yet: they start when the deposit is paid.')).toBeInTheDocument();
  });

  // The server's words and names: the phones, the shop, an order's and a bill's status (`statusText`).
  const serverWords = ['itel A18', 'Tecno Spark 20', 'Pocket Phones Cairo Road', 'Shop 12, Cairo Road, Lusaka', 'Repaying', 'Overdue', /^itel A18 · /, 'K7MP4QXA'];
  // (K7MP4QXA: the pickup code.)
  const details = (over: Partial<Parameters<typeof StageDetailsView>[0]> = {}) => (
    <StageDetailsView
      index={inside<StageIndex>(stageIndex({ orders: [stageOrder()] }))}
      chosen={null}
      tracked={null}
      defaultMobile="0961234567"
      onChoose={vi.fn()}
      onBack={vi.fn()}
      onPay={vi.fn()}
      onOpenBills={vi.fn()}
      onTryAgain={vi.fn()}
      {...over}
    />
  );

  it('the catalogue and the orders (/stage-details) leave no English in Bemba, amounts as in English', async () => {
    expect(await englishLeft(() => details(), 'bem', serverWords)).toEqual([]);
    renderView(details(), inBemba);
    expect(screen.getByText('Amafoni ya kulipila mu fipande')).toBeInTheDocument();
    expect(screen.getByText(/^Ukulipila kwa ntanshi K690\.00 \(60%\), lyene ifipande 3 ifya nshiku 14 ukutendeka pa K180\.93$/)).toBeInTheDocument();
  });

  it("a phone's offer leaves no English in Nyanja: the schedule, the cost, the refusal and the consent's message", async () => {
    const chosen = inside<StagePhone>(phone());
    const offer = () => details({ chosen, index: inside<StageIndex>(stageIndex({ availableLimit: 100 })) });
    expect(await englishLeft(offer, 'ny', serverWords)).toEqual([]);
    renderView(offer(), inNyanja);
    expect(screen.getByRole('alert')).toHaveTextContent('Ndalama yolipira m\'magawo (K460.00) ndi yoposa malire anu omwe alipo a K100.00');
    expect(screen.getByRole('button', { name: 'Lipirani dipoziti K690.00' })).toBeDisabled();
  });

  it("the consent's message when Pay is tapped without it, in Bemba", async () => {
    const offer = () => <PhoneOffer phone={inside<StagePhone>(phone())} defaultMobile="0961234567" onPay={vi.fn()} />;
    const tapPay = () => userEvent.click(screen.getByRole('button', { name: /K690\.00/ }));
    expect(await englishLeft(offer, 'bem', serverWords, tapPay)).toEqual([]);
    renderView(offer(), inBemba);
    await tapPay();
    expect(screen.getByRole('alert')).toHaveTextContent('Napapata suminisheni ifyo mukalalipila ilyo mushilalipila ukulipila kwa ntanshi');
  });

  it("the deposit's progress (waiting, paid) leaves no English in Nyanja", async () => {
    const waiting = inside<StageOrder>(awaitingDeposit());
    expect(await englishLeft(() => <DepositProgress order={waiting} onOpenBills={vi.fn()} onTryAgain={vi.fn()} />, 'ny', serverWords)).toEqual([]);
    const paid = inside<StageOrder>(stageOrder());
    expect(await englishLeft(() => <DepositProgress order={paid} onOpenBills={vi.fn()} onTryAgain={vi.fn()} />, 'ny', serverWords)).toEqual([]);
    renderView(<DepositProgress order={waiting} onOpenBills={vi.fn()} onTryAgain={vi.fn()} />, inNyanja);
    expect(screen.getByText(/^Lembani PIN yanu pa foni yanu kuti mulipire dipoziti ya K690\.00\./)).toBeInTheDocument();
  });

  it('the stage bills (a penalty, a payment in flight, a bill paid) and the repay popup leave no English in Bemba', async () => {
    const plans = inside<StagePlan[]>([
      stagePlan({ status: 'OVERDUE', statusText: 'Overdue', penalty: 12.5, overdueDays: 3 }),
      stagePlan({ planId: 52, loanPeriod: 2, paymentInFlight: { reference: 'ref-stage-2', kind: 'REPAY', amount: 180.93, wallet: '096****567', createdAt: '2026-03-10T08:00:00.000Z' } }),
      stagePlan({ planId: 53, loanPeriod: 3, status: 'SETTLED', statusText: 'Settled', remainingAmount: 0 }),
    ]);
    const bills = () => <StageBillsView order={inside<StageOrder>(stageOrder())} plans={plans} onPay={vi.fn()} onRetry={vi.fn()} />;
    expect(await englishLeft(bills, 'bem', serverWords)).toEqual([]);
    const popup = () => <StageRepayPopup visible amount={19_014} mobile="0961234567" onMobileChange={vi.fn()} onClose={vi.fn()} onSubmit={vi.fn()} />;
    expect(await englishLeft(popup, 'bem')).toEqual([]);
    renderView(bills(), inBemba);
    expect(screen.getByText('Yacelwa inshiku 3')).toBeInTheDocument();
    expect(screen.getAllByText('Icipande 1 pali 3').length).toBeGreaterThan(0);
  });

  it("the phones' offer on /home leaves no English in Nyanja", async () => {
    expect(await englishLeft(() => <HomePhonesOffer onOpen={vi.fn()} />, 'ny')).toEqual([]);
  });
});
