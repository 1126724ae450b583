import { Outlet } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { LayoutRoot } from '@pocket/ui-kit/layout-root';

import { bindOverlays } from '../composition/bind-features';
import { OverlayHost } from '../overlays/overlay-host';

/** The features the shell composes, for the root route to find their overlays. */
export const FeaturesContext = createContext<readonly FeatureModule[]>([]);

/** The root route: the layout capped at 750 px, the current page, and the global overlays above it. */
export function ShellRoot() {
  const features = useContext(FeaturesContext);
  return (
    <LayoutRoot>
      <Outlet />
      <OverlayHost overlays={bindOverlays(features)} />
    </LayoutRoot>
  );
}
