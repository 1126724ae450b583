import { PWA_PROMPT_CHECK_DELAY_MS } from '@pocket/contracts/constants';

import type { InstallPlatform } from './platform';

/** What the borrower is offered: the browser's own install dialog, or steps to follow by hand. */
export type InstallOffer = 'prompt' | 'ios' | 'android-other';

export interface OfferContext {
  promptAvailable: boolean;
  platform: InstallPlatform;
  standalone: boolean;
}

/** Skipped silently (null) when the app is already installed or the browser cannot install it at all. */
export function decideInstallOffer({ promptAvailable, platform, standalone }: OfferContext): InstallOffer | null {
  if (standalone) return null;
  if (promptAvailable) return 'prompt';
  if (platform === 'ios') return 'ios';
  if (platform === 'android-other') return 'android-other';
  return null;
}

export interface OfferScheduler {
  context: () => OfferContext;
  open: (offer: InstallOffer) => void;
  wait: (ms: number) => Promise<void>;
  /** The humane policy (offer-policy.ts), asked at the same moment: true holds the offer back for this visit. */
  held?: () => boolean;
}

/**
 * Checks once, 1 s after start-up (time for the browser to fire its install event), and opens the offer unless the
 * policy holds it back (then not again this visit: it never pops up later in the middle of something).
 */
export async function checkInstallOfferLater({ context, open, wait, held }: OfferScheduler): Promise<InstallOffer | null> {
  await wait(PWA_PROMPT_CHECK_DELAY_MS);
  if (held?.()) return null;
  const offer = decideInstallOffer(context());
  if (offer) open(offer);
  return offer;
}

/** After installing, the browser goes to the site root marked as coming from the PWA, keeping the channel. */
export function installedRedirectUrl(appChannelCode: string): string {
  return `/?${new URLSearchParams({ source: 'pwa', appChannelCode }).toString()}`;
}
