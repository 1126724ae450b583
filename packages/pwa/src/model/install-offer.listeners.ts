import { appStarted } from '@pocket/app-core/app-state';
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
}

const browserDeps: InstallOfferDeps = {
  capture: pageInstallPrompt,
  context: (promptAvailable) => ({
    promptAvailable,
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(window),
  }),
};

/**
 * The install offer at start-up: the prompt is captured from the moment the store is built, checked once, 1 s after
 * the shell's appStarted, and the 'pwaInstall' overlay opens with what fits the browser.
 */
export function installOfferListeners(startListening: AppStartListening, deps: InstallOfferDeps = browserDeps) {
  const prompt = deps.capture();
  if (!prompt) return () => undefined;
  return startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      await checkInstallOfferLater({
        context: () => deps.context(prompt.available()),
        open: (offer) => api.dispatch(openOverlay({ id: 'pwaInstall', params: { offer } })),
        wait: (ms) => api.delay(ms),
      });
    },
  });
}
