import { Cell, CellGroup } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

/**
 * A phone drawn in the page itself: an <img> of an SVG file makes the browser build a separate SVG document for it,
 * a main-thread task of its own on the first screen (about 15 ms on the budget machine, 60 ms at Lighthouse's 4x).
 */
function PhoneIcon() {
  return (
    <svg viewBox="0 0 120 160" width={32} height={42} aria-hidden="true" focusable="false" style={{ marginRight: 8, flex: 'none' }}>
      <rect x="22" y="4" width="76" height="152" rx="12" fill={palette.illustrationDark} />
      <rect x="27" y="16" width="66" height="124" rx="4" fill={palette.illustrationScreen} />
      <circle cx="60" cy="10" r="2.5" fill={palette.illustrationGrey} />
      <rect x="48" y="146" width="24" height="3" rx="1.5" fill={palette.text} />
    </svg>
  );
}

/** The home offer: a phone now for a deposit, the rest in stages. */
export function HomePhonesOffer({ onOpen }: { onOpen: () => void }) {
  const t = useText();
  return (
    <CellGroup inset data-testid="home-phones-offer">
      <Cell
        isLink
        icon={<PhoneIcon />}
        title={t('Phones on stages')}
        label={t('Take a smartphone home for a deposit and pay the rest in stages')}
        onClick={onOpen}
      />
    </CellGroup>
  );
}
