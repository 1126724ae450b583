import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { VipCard } from '@pocket/contracts/api/vip';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';

import { VIP_BUTTON_STYLE } from './vip-button-style';

export type VipCardItemProps = {
  card: VipCard;
  /** 'Renew' for a member, 'Buy' otherwise. */
  renew?: boolean;
  disabled?: boolean;
  onBuy: (card: VipCard) => void;
};

/** One card: name, price, period, benefits and its buy button. */
export function VipCardItem({ card, renew, disabled, onBuy }: VipCardItemProps) {
  const t = useText();
  return (
    <article data-testid={`vip-card-${card.vipCardId}`} style={{ margin: '0 16px 12px', padding: 16, borderRadius: 12, background: `linear-gradient(135deg, ${palette.vipInk}, ${palette.vipDeep})`, color: palette.vipText }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h3 style={{ margin: 0, fontSize: 18 }}>{card.name}</h3>
        <span>
          <strong style={{ fontSize: 22 }}>{formatKwacha(card.price)}</strong> / {t('{days} days', { days: card.days })}
        </span>
      </header>
      <ul style={{ margin: '12px 0', paddingLeft: 20, fontSize: 13 }}>
        {card.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Button block round style={VIP_BUTTON_STYLE} disabled={disabled} onClick={() => onBuy(card)}>
        {t(renew ? 'Renew {name}' : 'Buy {name}', { name: card.name })}
      </Button>
    </article>
  );
}
