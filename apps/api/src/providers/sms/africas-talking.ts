import { reportProviderError } from '../provider-errors';
import type { SmsProvider, SmsSent } from './provider';

export interface AfricasTalkingConfig {
  /** https://api.africastalking.com (live) or https://api.sandbox.africastalking.com; a local fake in tests. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Registered sender id or short code; the account default when absent. */
  from: string | undefined;
  timeoutMs: number;
}

/** The gateway refused or could not be reached; the text (with the code) is never part of the message. */
export class SmsSendError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

// Recipient status codes of the messaging API: 100 Processed, 101 Sent, 102 Queued are accepted; the rest refused.
const ACCEPTED = new Set([100, 101, 102]);

interface MessagingAnswer {
  SMSMessageData?: { Message?: string; Recipients?: Array<{ statusCode?: number; status?: string; number?: string; messageId?: string }> };
}

/**
 * Africa's Talking bulk SMS (POST {base}/version1/messaging, form fields username, to, message, from; header apiKey;
 * Accept: application/json). Nothing is stored: outside the sandbox no message text with a code in it is kept.
 */
export class AfricasTalkingSms implements SmsProvider {
  constructor(
    private readonly config: AfricasTalkingConfig,
    private readonly onError: (reason: SmsSendError['reason']) => void = () => {},
  ) {}

  async send(mobileE164: string, body: string): Promise<SmsSent> {
    const form = new URLSearchParams({ username: this.config.username, to: mobileE164, message: body });
    if (this.config.from) form.set('from', this.config.from);
    let res: Response;
    try {
      res = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: this.config.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch {
      return this.fail('unavailable', 'SMS gateway not reachable');
    }
    const answer = (await res.json().catch(() => null)) as MessagingAnswer | null;
    if (res.status >= 500) return this.fail('unavailable', `SMS gateway answered ${res.status}`);
    const recipient = answer?.SMSMessageData?.Recipients?.[0];
    if (res.status >= 300 || !recipient || !ACCEPTED.has(recipient.statusCode ?? 0)) {
      return this.fail('rejected', `SMS gateway refused the message (${res.status}, ${recipient?.status ?? 'no recipient'})`);
    }
    // The id delivery reports name (POST to the account's delivery-report URL with id, status, failureReason).
    return { messageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null };
  }

  private fail(reason: SmsSendError['reason'], message: string): never {
    this.onError(reason);
    reportProviderError('sms', reason);
    throw new SmsSendError(reason, message);
  }
}
