import { Swiper } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { MarketBanner } from '@pocket/contracts/api/activities';
import { PocketPopup } from '@pocket/ui-kit/popup';

export interface MarketingPopupProps {
  visible: boolean;
  banners: MarketBanner[];
  onClose: () => void;
  /** A banner was tapped: go to its activity or page. */
  onOpen: (banner: MarketBanner) => void;
}

/** The marketing popup: the server's banners in a carousel, each linking to an activity or a page. */
export function MarketingPopup({ visible, banners, onClose, onOpen }: MarketingPopupProps) {
  const t = useText();
  return (
    <PocketPopup visible={visible} round closeable closeName={t('Close')} onClose={onClose} aria-label={t('Offers')} style={{ width: '86%', maxWidth: 420, padding: '36px 12px 16px' }}>
      <div>
        <Swiper autoplay={banners.length > 1 ? 4000 : false} loop={banners.length > 1} indicator={banners.length > 1}>
          {banners.map((b) => (
            <Swiper.Item key={b.id}>
              <button type="button" onClick={() => onOpen(b)} style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }} aria-label={b.title}>
                <img src={b.imageUrl} alt={b.title} style={{ width: '100%', borderRadius: 12, display: 'block' }} />
                <p style={{ margin: '8px 0 20px', textAlign: 'center', fontWeight: 700 }}>{b.title}</p>
              </button>
            </Swiper.Item>
          ))}
        </Swiper>
      </div>
    </PocketPopup>
  );
}
