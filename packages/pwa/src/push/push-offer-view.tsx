import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

import { PUSH_TEXT } from './push-offer';

export interface PushOfferViewProps {
  busy: boolean;
  onTurnOn: () => void;
  onNotNow: () => void;
}

/** The in-app question before the browser's own (slot 'homeOffers' on /home). */
export function PushOfferView({ busy, onTurnOn, onNotNow }: PushOfferViewProps) {
  const t = useText();
  return (
    <section data-testid="push-offer" aria-labelledby="push-offer-title" style={{ margin: 16, padding: 16, borderRadius: 12, background: palette.blueSurface, color: palette.text }}>
      <h2 id="push-offer-title" style={{ margin: 0, fontSize: '1.17em' }}>
        {t(PUSH_TEXT.title)}
      </h2>
      <p style={{ margin: '8px 0 12px' }}>{t(PUSH_TEXT.pitch)}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button round size="small" type="primary" loading={busy} onClick={onTurnOn}>
          {t(PUSH_TEXT.turnOn)}
        </Button>
        <Button round size="small" plain disabled={busy} onClick={onNotNow}>
          {t(PUSH_TEXT.notNow)}
        </Button>
      </div>
    </section>
  );
}
