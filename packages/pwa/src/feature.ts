import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { lazySlot } from '@pocket/app-core/slots';

import { pageInstallPrompt } from './install/install-session';
import { installOfferListeners } from './model/install-offer.listeners';

// Chromium may fire `beforeinstallprompt` as soon as the page has loaded, before the app has started (its start-up is
// split into several tasks): the prompt is captured while the code is evaluated, so it is never missed.
pageInstallPrompt();

/**
 * The PWA feature: the 'Add To Desktop' install offer, and the offer of notifications on /home once a loan was paid
 * out (slot 'homeOffers'). The service worker is registered by the shell's main.tsx.
 */
export const pwaFeature: FeatureModule = {
  name: 'pwa',
  overlays: { pwaInstall: lazy(() => import('./overlays/pwa-install-overlay')) },
  listeners: (startListening) => installOfferListeners(startListening),
  slots: { homeOffers: lazySlot(() => import('./slots/home-push-offer')) },
};
