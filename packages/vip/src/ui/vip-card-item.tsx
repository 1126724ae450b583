import { Button } from 'react-vant';

import type { VipCard } from '@pocket/contracts/api/vip';
import { formatKwacha, toNgwee } from '@pocket/contracts/money';

export type VipCardItemProps = {
  card: VipCard;
  /** 'Renew' for a member, 'Buy' otherwise. */
  renew?: boolean;
  disabled?: boolean;
  onBuy: (card: VipCard) => void;
};

/** One card: name, price, period, benefits and its buy button. */
export function VipCardItem({ card, renew, disabled, onBuy }: VipCardItemProps) {
  return (
    <article data-testid={`vip-card-${card.vipCardId}`} style={{ margin: '0 16px 12px', padding: 16, borderRadius: 12, background: 'linear-gradient(135deg, #3a2a12, #7a5a24)', color: '#ffe8b0' }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h3 style={{ margin: 0, fontSize: 18 }}>{card.name}</h3>
        <span>
          <strong style={{ fontSize: 22 }}>{formatKwacha(toNgwee(card.price))}</strong> / {card.days} days
        </span>
      </header>
      <ul style={{ margin: '12px 0', paddingLeft: 20, fontSize: 13 }}>
        {card.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Button block round color="#ffd98a" style={{ color: '#3a2a12' }} disabled={disabled} onClick={() => onBuy(card)}>
        {renew ? 'Renew' : 'Buy'} {card.name}
      </Button>
    </article>
  );
}
