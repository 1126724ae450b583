import { useText } from '@pocket/app-core/i18n';
import type { VipCard, VipCardInfo } from '@pocket/contracts/api/vip';

import type { MemberState } from '../model/member-state';
import { MembershipStatus } from './membership-status';
import { VipCardItem } from './vip-card-item';

export type MemberViewProps = {
  state: MemberState;
  info: VipCardInfo;
  onBuy: (card: VipCard) => void;
};

/** The Member tab: the borrower's status, then every card with its price, period, benefits and buy button. */
export function MemberView({ state, info, onBuy }: MemberViewProps) {
  const t = useText();
  return (
    <div data-testid="member-view" style={{ paddingBottom: 16 }}>
      <h1 style={{ margin: '16px 16px 0', fontSize: 22 }}>{t('Pocket VIP')}</h1>
      <MembershipStatus state={state} membership={info.membership} pending={info.pendingPayment} lastPayment={info.lastPayment} />
      {info.cards.map((card) => (
        <VipCardItem key={card.vipCardId} card={card} renew={state === 'active'} disabled={state === 'paying'} onBuy={onBuy} />
      ))}
    </div>
  );
}
