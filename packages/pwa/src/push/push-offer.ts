import type { PushSubscriptionBody } from '@pocket/contracts/api/messages';

/** Days the offer stays away after "Not now". */
export const PUSH_OFFER_HOLD_DAYS = 14;
const CLOSED_KEY = 'pocket.pushOffer.closedAt';

export interface PushOfferFacts {
  /** The browser can do Web Push (on iPhones only the app added to the home screen can). */
  supported: boolean;
  permission: NotificationPermission;
  /** A loan of the borrower was paid out: never asked on a first visit. */
  loanPaidOut: boolean;
  /** This browser already has a subscription (and the permission). */
  subscribedHere: boolean;
  closedAt: number | null;
  now: number;
}

/**
 * The in-app offer comes first, the browser's own question only after the borrower said yes to it; it is shown once a
 * loan was paid out, never when the borrower already answered the browser (granted here, or blocked), and not for 14
 * days after "Not now".
 */
export function shouldOfferPush(f: PushOfferFacts): boolean {
  if (!f.supported || !f.loanPaidOut || f.permission === 'denied') return false;
  if (f.permission === 'granted' && f.subscribedHere) return false;
  return f.closedAt === null || f.now - f.closedAt >= PUSH_OFFER_HOLD_DAYS * 86_400_000;
}

/** Web Push needs a service worker: none where `navigator.serviceWorker` is missing or undefined (some private windows). */
export const pushSupported = (w: Window): boolean => w.navigator.serviceWorker != null && 'PushManager' in w && 'Notification' in w;

export function readClosedAt(storage: Storage): number | null {
  const at = Number(storage.getItem(CLOSED_KEY));
  return Number.isFinite(at) && at > 0 ? at : null;
}

export const rememberClosed = (storage: Storage, at: number) => storage.setItem(CLOSED_KEY, String(at));

/** The VAPID key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export interface TurnOnDeps {
  requestPermission: () => Promise<NotificationPermission>;
  registration: () => Promise<ServiceWorkerRegistration>;
  save: (subscription: PushSubscriptionBody) => Promise<unknown>;
}

export type TurnOnResult = 'on' | 'denied' | 'failed';

/** After the in-app yes: the browser's question, then the subscription, saved for the borrower. */
export async function turnOnPush(publicKey: string, deps: TurnOnDeps): Promise<TurnOnResult> {
  const permission = await deps.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await deps.registration();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) as BufferSource }));
    await deps.save(subscription.toJSON() as PushSubscriptionBody);
    return 'on';
  } catch {
    return 'failed';
  }
}

export const PUSH_TEXT = {
  title: 'Get notices on this phone',
  pitch: 'We will tell you when a payment arrives or a bill is due, even when Pocket is closed.',
  turnOn: 'Turn on notifications',
  notNow: 'Not now',
  on: 'Notifications are on.',
  denied: 'Notifications are off. To get them, allow notifications for Pocket in your browser settings.',
  failed: 'Notifications could not be turned on. Check your connection, then try again.',
} as const;
