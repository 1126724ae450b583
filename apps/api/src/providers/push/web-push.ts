import type { Agent } from 'node:https';

import webpush from 'web-push';

import { reportProviderError } from '../provider-errors';
import { type PushPayload, type PushProvider, PushSendError, type PushSendOptions, type PushTarget } from './provider';

export interface VapidConfig {
  /** The application server's P-256 key pair (base64url, as `web-push generate-vapid-keys` prints them). */
  publicKey: string;
  privateKey: string;
  /** Who the push service may contact about our traffic: mailto:ops@... or https://... */
  subject: string;
}

export interface WebPushConfig {
  vapid: VapidConfig;
  timeoutMs: number;
  /** Tests only: an agent that trusts the local fake push service's certificate. */
  agent?: Agent;
}

/**
 * Web Push through the `web-push` library: the payload encrypted for the browser (RFC 8291, aes128gcm), the VAPID
 * header signed with our key (RFC 8292), POSTed to the subscription's push service (RFC 8030). The push service's
 * answer: 201 accepted; 404/410 the subscription is gone; other 4xx refused; 5xx/429/unreachable unavailable.
 */
export class WebPushSender implements PushProvider {
  constructor(private readonly config: WebPushConfig) {}

  async send(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<{ id: string | null }> {
    try {
      const res = await webpush.sendNotification(target, JSON.stringify(payload), {
        vapidDetails: this.config.vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        timeout: this.config.timeoutMs,
        ...(this.config.agent ? { agent: this.config.agent } : {}),
      });
      // The push service names the message it accepted in Location (RFC 8030 section 5).
      return { id: typeof res.headers.location === 'string' ? res.headers.location : null };
    } catch (err) {
      const status = err instanceof webpush.WebPushError ? err.statusCode : null;
      const reason = status === 404 || status === 410 ? 'gone' : status !== null && status >= 400 && status < 500 && status !== 429 ? 'rejected' : 'unavailable';
      if (reason !== 'gone') reportProviderError('push', reason);
      const what = status === null ? `unreachable (${err instanceof Error ? err.message : String(err)})` : `answered ${status}`;
      throw new PushSendError(reason, `The push service ${what}`, status);
    }
  }
}
