import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

import { pageInstallPrompt } from './install/install-session';
import { installOfferListeners } from './model/install-offer.listeners';

// Chromium may fire `beforeinstallprompt` as soon as the page has loaded, before the app has started (its start-up is
// split into several tasks): the prompt is captured while the code is evaluated, so it is never missed.
pageInstallPrompt();

/** The PWA feature: the 'Add To Desktop' install offer. The service worker is registered by the shell's main.tsx. */
export const pwaFeature: FeatureModule = {
  name: 'pwa',
  overlays: { pwaInstall: lazy(() => import('./overlays/pwa-install-overlay')) },
  listeners: (startListening) => installOfferListeners(startListening),
};
