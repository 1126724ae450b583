import type { ReactNode } from 'react';

import { LAYOUT_MAX_WIDTH_PX } from '@pocket/contracts/constants';

/** The layout root: full width on a phone, capped at 750 px and centred on a wide screen. */
export function LayoutRoot({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="layout-root"
      style={{ maxWidth: `${LAYOUT_MAX_WIDTH_PX}px`, margin: '0 auto', minHeight: '100vh', position: 'relative' }}
    >
      {children}
    </div>
  );
}
