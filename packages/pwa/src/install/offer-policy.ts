/** After the borrower closes the offer, it is not shown again for this long. */
export const OFFER_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the moment the offer was last closed is remembered (localStorage, milliseconds since the epoch). */
export const OFFER_CLOSED_AT_KEY = 'pocket.pwaInstall.closedAt';

/** Routes that are the middle of a flow (KYC steps, face check): the offer waits for another visit. */
const FLOW_PATHS = [/^\/authentication(\/|$)/, /^\/face(\/|$)/];

export interface OfferSurroundings {
  pathname: string;
  /** Overlays open right now, other than the offer itself (login, bindPhone, repay, extension, stageRepay...). */
  openOverlays: readonly string[];
  /** Running from the home screen (display-mode standalone) or launched from it (source=pwa). */
  installed: boolean;
  closedAt: number | null;
  now: number;
}

export type OfferHold = 'installed' | 'overlay' | 'flow' | 'closed-recently';

/**
 * The humane policy on top of the spec's rules: never in the installed app, never over another overlay (login panel,
 * bind-phone, a payment popup...), never in the middle of KYC, and not for 7 days after the borrower closed it.
 * Answers why the offer is held back, or null when it may be shown.
 */
export function installOfferHold({ pathname, openOverlays, installed, closedAt, now }: OfferSurroundings): OfferHold | null {
  if (installed) return 'installed';
  if (openOverlays.length > 0) return 'overlay';
  if (FLOW_PATHS.some((flow) => flow.test(pathname))) return 'flow';
  if (closedAt !== null && now - closedAt >= 0 && now - closedAt < OFFER_SNOOZE_MS) return 'closed-recently';
  return null;
}

/** True when the page was opened from the installed app (its start URL carries source=pwa). */
export const launchedFromInstalledApp = (search: string) => new URLSearchParams(search).get('source') === 'pwa';

/** The remembered close time; anything unreadable counts as never closed. */
export function readClosedAt(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const value = Number(storage?.getItem(OFFER_CLOSED_AT_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberClosed(storage: Pick<Storage, 'setItem'> | undefined, at: number): void {
  try {
    storage?.setItem(OFFER_CLOSED_AT_KEY, String(at));
  } catch {
    // Storage full or blocked: the offer may come back next visit, nothing worse.
  }
}
