import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { VIP_BENEFITS, type VipCard, type VipCardInfo } from '@pocket/contracts/api/vip';
import { englishLeft } from '@pocket/testing/english-left';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { infoFixtures } from '../fixtures';
import type { MemberState } from '../model/member-state';
import { HomeVipOfferView } from './home-vip-offer-view';
import { MemberView } from './member-view';
import { VipPaymentPopup } from './vip-payment-popup';

// The server's words: the cards' names and benefits, a refused payment's reason; 'Pocket VIP' is the product's name.
const serverWords = ['VIP Monthly', 'VIP Quarterly', 'Pocket VIP', 'The payment was declined', ...VIP_BENEFITS];
const member = (state: MemberState, info: keyof typeof infoFixtures) => () => <MemberView state={state} info={inside<VipCardInfo>(infoFixtures[info])} onBuy={vi.fn()} />;

describe("VIP in the borrower's language (issue 48)", () => {
  it('the Member tab leaves no English in Bemba in any state: anonymous, not a member, paying, a payment failed, member, ended', async () => {
    for (const [state, info] of [['anonymous', 'anonymous'], ['none', 'notMember'], ['paying', 'paying'], ['none', 'failed'], ['active', 'active'], ['expired', 'expired']] as const) {
      expect(await englishLeft(member(state, info), 'bem', serverWords), `${state} ${info}`).toEqual([]);
    }
    renderView(member('paying', 'paying')(), { state: { appState: { lang: 'bem' } } });
    expect(screen.getByText('Suminisheni PIN pa 0961234567 pa kulipila K49.00 pali VIP Monthly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shiteni VIP Quarterly' })).toBeDisabled();
  });

  it('the Member tab in Nyanja: the failed payment with the server\'s reason, a member\'s date and Renew', async () => {
    expect(await englishLeft(member('none', 'failed'), 'ny', serverWords)).toEqual([]);
    renderView(member('none', 'failed')(), { state: { appState: { lang: 'ny' } } });
    expect(screen.getByText('Malipiro anu omaliza sanadutse: The payment was declined. Chonde yesaninso.')).toBeInTheDocument();
    renderView(member('active', 'active')(), { state: { appState: { lang: 'ny' } } });
    expect(screen.getByText('Ndinu membala mpaka 2026-05-31')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pangitsaninso VIP Monthly' })).toBeInTheDocument();
  });

  it('the payment popup leaves no English in Nyanja, the amount as in English', async () => {
    const popup = () => <VipPaymentPopup visible name="VIP Monthly" payAmount={4_900} mobile="0961234567" onPay={vi.fn()} onLeave={vi.fn()} />;
    expect(await englishLeft(popup, 'ny', serverWords)).toEqual([]);
    renderView(popup(), { state: { appState: { lang: 'ny' } } });
    expect(screen.getByText('Lipirani bilu')).toBeInTheDocument();
    expect(screen.getByDisplayValue('K49.00')).toBeInTheDocument();
  });

  it("the offer on /home leaves no English in Bemba (with the price, while loading, and for a member)", async () => {
    const card = inside<VipCard>(infoFixtures.notMember.cards[0]!);
    expect(await englishLeft(() => <HomeVipOfferView card={card} activeUntil={null} onOpen={vi.fn()} />, 'bem', serverWords)).toEqual([]);
    expect(await englishLeft(() => <HomeVipOfferView card={null} loading activeUntil={null} onOpen={vi.fn()} />, 'bem', serverWords)).toEqual([]);
    expect(await englishLeft(() => <HomeVipOfferView card={card} activeUntil="2026-05-31" onOpen={vi.fn()} />, 'bem', serverWords)).toEqual([]);
    renderView(<HomeVipOfferView card={card} activeUntil={null} onOpen={vi.fn()} />, { state: { appState: { lang: 'bem' } } });
    expect(screen.getByTestId('home-vip-offer')).toHaveTextContent('Limit ya ngongole +50% ne 20% ukucefya pa cakulipila ca mulimo, ukutendeka pa K49.00 / inshiku 30');
  });
});
