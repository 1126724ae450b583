import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { StageOrder } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { awaitingDeposit, stageOrder } from '../fixtures/stage.fixtures';
import { DepositProgress } from './deposit-progress';
import { StageBillsView } from './stage-bills-view';

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
});
