import type { AppStartListening } from '@pocket/app-core/hooks';
import { openOverlay } from '@pocket/app-core/overlays';

import { checkInstallOfferLater } from '../install/install-offer';
import type { OfferContext } from '../install/install-offer';
import { pageInstallPrompt } from '../install/install-session';
import { detectPlatform, isStandalone } from '../install/platform';

export interface InstallOfferDeps {
  /** Starts capturing the install prompt; null where there is no browser window. */
  capture: () => { available(): boolean } | null;
  context: (promptAvailable: boolean) => OfferContext;
  now: () => number;
}

const browserDeps: InstallOfferDeps = {
  capture: pageInstallPrompt,
  context: (promptAvailable) => ({
    promptAvailable,
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(window),
  }),
  now: () => Date.now(),
};

/**
 * The install offer at start-up: the prompt is captured from the moment the store is built, checked once 1 s later,
 * and the 'pwaInstall' overlay opens with what fits the browser. The listener runs on the store's first action
 * (the shell dispatches one at start-up), which gives it dispatch; the 1 s counts from the store's creation.
 */
export function installOfferListeners(startListening: AppStartListening, deps: InstallOfferDeps = browserDeps) {
  const prompt = deps.capture();
  if (!prompt) return () => undefined;
  const startedAt = deps.now();
  return startListening({
    predicate: () => true,
    effect: async (_action, api) => {
      api.unsubscribe();
      await checkInstallOfferLater({
        context: () => deps.context(prompt.available()),
        open: (offer) => api.dispatch(openOverlay({ id: 'pwaInstall', params: { offer } })),
        wait: (ms) => api.delay(Math.max(0, ms - (deps.now() - startedAt))),
      });
    },
  });
}
