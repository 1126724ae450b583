import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { HolidayNotice } from '@pocket/contracts/api/activities';
import { palette } from '@pocket/ui-kit/palette';
import { PocketPopup } from '@pocket/ui-kit/popup';

export interface HolidaysPopupProps {
  visible: boolean;
  notices: HolidayNotice[];
  onClose: () => void;
}

/** The holidays popup: the notices current today (e.g. how payments made on a public holiday are credited). */
export function HolidaysPopup({ visible, notices, onClose }: HolidaysPopupProps) {
  const t = useText();
  return (
    <PocketPopup visible={visible} round closeable closeName={t('Close')} onClose={onClose} aria-label={t('Holiday notice')} style={{ width: '86%', maxWidth: 420, maxHeight: '80vh', overflowY: 'auto', padding: '36px 16px 16px' }}>
      <div style={{ display: 'grid', gap: 16 }}>
        {notices.map((n) => (
          <section key={n.id} aria-label={n.title}>
            <img src={n.imageUrl} alt="" style={{ width: '100%', borderRadius: 12, display: 'block' }} />
            <h3 style={{ margin: '10px 0 6px' }}>{n.title}</h3>
            <p style={{ margin: 0, color: palette.text, lineHeight: 1.5 }}>{n.body}</p>
          </section>
        ))}
        <Button type="primary" round block onClick={onClose}>
          {t('Got it')}
        </Button>
      </div>
    </PocketPopup>
  );
}
