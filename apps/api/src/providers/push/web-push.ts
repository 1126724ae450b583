import webpush from 'web-push';

import { reportProviderError } from '../provider-errors';
import { type PushPayload, type PushProvider, PushSendError, type PushSendOptions, type PushTarget } from './provider';
import { PushAddressError, PushAgent } from './push-agent';
import { endpointProblem, type PushHostRule } from './push-hosts';

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
  /** The push services a subscription may name (PUSH_ALLOWED_HOSTS); any other endpoint is never contacted. */
  allowedHosts: readonly PushHostRule[];
  /** Tests only: the local fake push service's certificate, trusted for its connections. */
  ca?: string | Buffer;
  /** Tests only: private addresses that may be connected to (the local fake push service's 127.0.0.1). */
  reachablePrivate?: readonly string[];
}

/**
 * Web Push through the `web-push` library: the payload encrypted for the browser (RFC 8291, aes128gcm), the VAPID
 * header signed with our key (RFC 8292), POSTed to the subscription's push service (RFC 8030). The push service's
 * answer: 201 accepted; 404/410 the subscription is gone; 3xx and other 4xx refused; 5xx/429/unreachable unavailable.
 * Only an allowed push service's host is contacted, and only at a public address (push-agent.ts).
 */
export class WebPushSender implements PushProvider {
  private readonly agent: PushAgent;

  constructor(private readonly config: WebPushConfig) {
    const exempt = new Set(config.reachablePrivate ?? []);
    this.agent = new PushAgent((address) => exempt.has(address), config.ca ? { ca: config.ca } : {});
  }

  async send(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<{ id: string | null }> {
    // A subscription saved before its host was refused (or an allow-list narrowed since) is never contacted.
    if (endpointProblem(target.endpoint, this.config.allowedHosts)) throw new PushSendError('not-allowed', NOT_ALLOWED);
    try {
      const res = await webpush.sendNotification(target, JSON.stringify(payload), {
        vapidDetails: this.config.vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        timeout: this.config.timeoutMs,
        // Never a proxy or another agent: this one checks every address it connects to. Redirects are not followed
        // (web-push posts once; a 3xx is an answer like any other).
        agent: this.agent,
      });
      // The push service names the message it accepted in Location (RFC 8030 section 5).
      return { id: typeof res.headers.location === 'string' ? res.headers.location : null };
    } catch (err) {
      if (err instanceof PushAddressError || (err as { code?: string }).code === 'EPUSHADDRESS') throw new PushSendError('not-allowed', NOT_ALLOWED);
      const status = err instanceof webpush.WebPushError ? err.statusCode : null;
      const reason = status === 404 || status === 410 ? 'gone' : status !== null && status >= 300 && status < 500 && status !== 429 ? 'rejected' : 'unavailable';
      if (reason !== 'gone') reportProviderError('push', reason);
      // Fixed words only: the socket's own error (refused, reset, a TLS alert, a time-out) is never kept or shown, so
      // that the message's last error cannot tell what listens where (issue 42, defect 3).
      throw new PushSendError(reason, status === null ? 'The push service could not be reached' : `The push service answered ${status}`, status);
    }
  }
}

const NOT_ALLOWED = 'The push service address is not allowed';
