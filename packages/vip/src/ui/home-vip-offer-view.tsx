import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { VipCard } from '@pocket/contracts/api/vip';
import { formatKwacha } from '@pocket/contracts/money';
import { palette } from '@pocket/ui-kit/palette';

import { VIP_BUTTON_STYLE } from './vip-button-style';

export type HomeVipOfferViewProps = {
  /** The cheapest card, or null before the cards load (or when none is on sale). */
  card: VipCard | null;
  /** The cards are still loading: the offer shows without its price, so the page does not move when it arrives. */
  loading?: boolean;
  activeUntil: string | null;
  onOpen: () => void;
};

/** The VIP offer below the loan card on /home (slot 'homeOffers'). */
export function HomeVipOfferView({ card, loading = false, activeUntil, onOpen }: HomeVipOfferViewProps) {
  const t = useText();
  if (!card && !activeUntil && !loading) return null;
  const text = activeUntil
    ? t('VIP member until {date}: your limit and fees include your VIP benefits', { date: activeUntil })
    : card
      ? t('Credit limit +50% and 20% off the service fee, from {price} / {days} days', { price: formatKwacha(card.price), days: card.days })
      : t('Credit limit +50% and 20% off the service fee');
  return (
    <section data-testid="home-vip-offer" aria-busy={loading} style={{ margin: 16, padding: 16, borderRadius: 12, background: `linear-gradient(135deg, ${palette.vipInk}, ${palette.vipDeep})`, color: palette.vipText }}>
      <h2 style={{ margin: 0, fontSize: '1.17em' }}>{t('Pocket VIP')}</h2>
      {/* Two lines kept, so that the price arriving does not make the offer taller. */}
      <p style={{ margin: '8px 0', minHeight: '3em' }}>{text}</p>
      <Button round size="small" style={VIP_BUTTON_STYLE} onClick={onOpen}>
        {t(activeUntil ? 'My membership' : 'Become a member')}
      </Button>
    </section>
  );
}
