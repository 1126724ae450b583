import { useState } from 'react';

import type { InstallOffer } from '../install/install-offer';
import { installedRedirectUrl } from '../install/install-offer';
import type { InstallOutcome } from '../install/install-prompt';
import { installTrackingPoint } from '../install/tracking';
import type { TrackingPoint } from '../install/tracking';
import { AddToDesktopPopup } from './add-to-desktop-popup';
import { InstallInstructions } from './install-instructions';

/** How long an accepted install waits for its tracking call before redirecting. */
export const TRACKING_GRACE_MS = 2_000;

export interface InstallOfferViewProps {
  offer: InstallOffer;
  appChannelCode: string;
  /** Shows the browser's install dialog once (the captured prompt). */
  prompt: () => Promise<InstallOutcome>;
  track: (point: TrackingPoint) => Promise<unknown>;
  redirect: (url: string) => void;
  onClose: () => void;
}

/**
 * The install offer: the 'Add To Desktop' popup whose Install button reports pageId 9 / actionId 1 and opens the
 * browser's dialog, or the by-hand steps for iOS and non-Chrome Android. After an accepted install the browser goes
 * to `/?source=pwa&appChannelCode=...`.
 */
export function InstallOfferView({ offer, appChannelCode, prompt, track, redirect, onClose }: InstallOfferViewProps) {
  const [installing, setInstalling] = useState(false);

  if (offer !== 'prompt') return <InstallInstructions platform={offer} visible onClose={onClose} />;

  const install = async () => {
    setInstalling(true);
    // Tracking must never stand between the borrower and the install dialog: a failure is only logged.
    const tracked = track(installTrackingPoint(appChannelCode)).catch((error: unknown) =>
      console.warn('[pwa] tracking failed', error),
    );
    const outcome = await prompt();
    setInstalling(false);
    onClose();
    if (outcome !== 'accepted') return;
    // Leaving the page would cancel a tracking call still in flight; wait for it, but not for long.
    await Promise.race([tracked, new Promise((resolve) => setTimeout(resolve, TRACKING_GRACE_MS))]);
    redirect(installedRedirectUrl(appChannelCode));
  };

  return <AddToDesktopPopup visible installing={installing} onInstall={() => void install()} onClose={onClose} />;
}
