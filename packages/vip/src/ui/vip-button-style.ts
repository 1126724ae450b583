import type { CSSProperties } from 'react';

import { palette } from '@pocket/ui-kit/palette';

/**
 * VIP's gold buttons: dark ink on the gold (10.2:1). react-vant's `color` prop would write white text on it (1.35:1,
 * issue 33), so the colours are set here instead.
 */
export const VIP_BUTTON_STYLE: CSSProperties = { background: palette.vipGold, borderColor: palette.vipGold, color: palette.vipInk };
