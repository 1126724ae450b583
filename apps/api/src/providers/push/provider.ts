/** A browser's push subscription (PushSubscription.toJSON()): the push service's URL and the browser's keys. */
export interface PushTarget {
  /** The push service's URL for this browser (https://fcm.googleapis.com/..., https://updates.push.services.mozilla.com/...). */
  endpoint: string;
  /** The browser's P-256 public key and authentication secret (base64url), for RFC 8291 encryption. */
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows: the title, the text, and the page a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (/bill?..., /home): the notification opens it. */
  url: string;
  /** The message's key: a second notification with the same tag replaces the first on the phone. */
  tag: string;
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for an offline phone (RFC 8030 TTL). */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * The push service refused or could not be reached. `gone`: 404/410, the subscription expired or was withdrawn (remove
 * it); `rejected`: a 3xx or another 4xx (the request is wrong and will stay wrong); `unavailable`: 5xx, 429 or
 * unreachable (try again later); `not-allowed`: the endpoint is not an allowed push service, or its address is not
 * public (never contacted; remove it). The message is one of a few fixed sentences, never a socket's error.
 */
export class PushSendError extends Error {
  constructor(
    readonly reason: 'gone' | 'rejected' | 'unavailable' | 'not-allowed',
    message: string,
    readonly statusCode: number | null = null,
  ) {
    super(message);
    this.name = 'PushSendError';
  }
}

/** Sends one notification to one subscription; throws PushSendError when the push service does not accept it. */
export interface PushProvider {
  send(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<{ id: string | null }>;
}

/**
 * Sandbox push: accepts every notification and sends nothing (a browser's real endpoint is a push service on the
 * internet). The message rows keep what would have been shown (title and text), and /dev/phone lists them.
 */
export class SandboxPush implements PushProvider {
  private count = 0;

  send(): Promise<{ id: string | null }> {
    this.count += 1;
    return Promise.resolve({ id: `sandbox-push-${Date.now().toString(36)}-${this.count}` });
  }
}
