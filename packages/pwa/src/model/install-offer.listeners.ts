import { isAnyOf } from '@reduxjs/toolkit';

import { appStarted } from '@pocket/app-core/app-state';
import type { AppStartListening, RootState } from '@pocket/app-core/hooks';
import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import type { OverlayId } from '@pocket/app-core/overlays';

import { checkInstallOfferLater } from '../install/install-offer';
import type { OfferContext } from '../install/install-offer';
import { pageInstallPrompt } from '../install/install-session';
import { installOfferHold, launchedFromInstalledApp, readClosedAt, rememberClosed } from '../install/offer-policy';
import { detectPlatform, isStandalone } from '../install/platform';

export interface InstallOfferDeps {
  /** Starts capturing the install prompt; null where there is no browser window. */
  capture: () => { available(): boolean } | null;
  context: (promptAvailable: boolean) => OfferContext;
  /** Read when the store is built: the installed app's start URL carries source=pwa (the root redirect drops it). */
  launchedFromApp: () => boolean;
  pathname: () => string;
  closedAt: () => number | null;
  rememberClosed: (at: number) => void;
  now: () => number;
}

const browserDeps: InstallOfferDeps = {
  capture: pageInstallPrompt,
  context: (promptAvailable) => ({
    promptAvailable,
    platform: detectPlatform(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(window),
  }),
  launchedFromApp: () => launchedFromInstalledApp(window.location.search),
  pathname: () => window.location.pathname,
  closedAt: () => readClosedAt(window.localStorage),
  rememberClosed: (at) => rememberClosed(window.localStorage, at),
  now: Date.now,
};

const OFFER: OverlayId = 'pwaInstall';

/** The overlays open now, other than the offer. */
const otherOpenOverlays = (state: RootState) =>
  Object.entries(state.overlays).flatMap(([id, overlay]) => (id !== OFFER && overlay?.open ? [id] : []));

/**
 * The install offer at start-up: the prompt is captured from the moment the store is built, checked once, 1 s after
 * the shell's appStarted, and the 'pwaInstall' overlay opens with what fits the browser, unless the policy holds it
 * back. Closing it is remembered for 7 days; another overlay opening on top of it closes it (without that memory).
 */
export function installOfferListeners(startListening: AppStartListening, deps: InstallOfferDeps = browserDeps) {
  const prompt = deps.capture();
  if (!prompt) return () => undefined;
  const installedAtStart = deps.launchedFromApp();
  let closedByPolicy = false;
  const stops = [
    startListening({
      actionCreator: appStarted,
      effect: async (_action, api) => {
        api.unsubscribe();
        await checkInstallOfferLater({
          context: () => deps.context(prompt.available()),
          held: () =>
            installOfferHold({
              pathname: deps.pathname(),
              openOverlays: otherOpenOverlays(api.getState()),
              installed: installedAtStart || deps.context(false).standalone,
              closedAt: deps.closedAt(),
              now: deps.now(),
            }) !== null,
          open: (offer) => api.dispatch(openOverlay({ id: OFFER, params: { offer } })),
          wait: (ms) => api.delay(ms),
        });
      },
    }),
    startListening({
      matcher: isAnyOf(openOverlay, closeOverlay),
      effect: (action, api) => {
        const offerOpen = api.getOriginalState().overlays[OFFER]?.open === true;
        if (openOverlay.match(action) && action.payload.id !== OFFER && offerOpen) {
          closedByPolicy = true;
          api.dispatch(closeOverlay(OFFER));
        } else if (closeOverlay.match(action) && action.payload === OFFER && offerOpen) {
          if (!closedByPolicy) deps.rememberClosed(deps.now());
          closedByPolicy = false;
        }
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
