import { Outlet } from '@tanstack/react-router';
import { createContext, useContext, useEffect } from 'react';

import type { OverlayComponent } from '@pocket/app-core/feature-module';
import type { OverlayId } from '@pocket/app-core/overlays';
import { LayoutRoot } from '@pocket/ui-kit/layout-root';

import { OverlayHost } from '../overlays/overlay-host';

/** The overlays the features registered, bound once at start-up, for the root route to host. */
export const OverlaysContext = createContext<Partial<Record<OverlayId, OverlayComponent>>>({});

/**
 * The root route: the layout capped at 750 px, the current page in the one <main> landmark (issue 33: axe's region and
 * landmark-one-main), and the global overlays above it (dialogs, themselves landmarks for axe).
 */
export function ShellRoot() {
  const overlays = useContext(OverlaysContext);
  // index.html's splash covers the screen until the app has something of its own on it.
  useEffect(() => document.getElementById('splash')?.remove(), []);
  return (
    <LayoutRoot>
      <main>
        <Outlet />
      </main>
      <OverlayHost overlays={overlays} />
    </LayoutRoot>
  );
}
