import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

import { installOfferListeners } from './model/install-offer.listeners';

/** The PWA feature: the 'Add To Desktop' install offer. The service worker is registered by the shell's main.tsx. */
export const pwaFeature: FeatureModule = {
  name: 'pwa',
  overlays: { pwaInstall: lazy(() => import('./overlays/pwa-install-overlay')) },
  listeners: (startListening) => installOfferListeners(startListening),
};
