import { createHash, randomInt, randomUUID } from 'node:crypto';

import { DATA_RIGHTS_MESSAGES as MSG } from '@pocket/contracts/api/data-rights';
import { toE164 } from '@pocket/contracts/validators';

import type { KvStore } from '../../db/kv';
import { AppError, tooMany } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/provider';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** The fresh SMS code before a download of the borrower's data (the same rules as a payment account's code). */
export const EXPORT_CODE_LIMITS = { validityMs: 5 * 60 * SECOND, resendAfterMs: 60 * SECOND, triesPerCode: 3, sendsPerDay: 5 } as const;

export const exportCodeSms = (code: string) => `Pocket: ${code} is your code to download your Pocket data. If you did not ask for it, do not share it. Valid 5 minutes.`;

/** SMS codes to the borrower's own number, kept hashed in the key-value store, one use, 3 tries. */
export class ExportCodes {
  constructor(
    private readonly deps: { kv: KvStore; sms: SmsProvider; pepper: string; mobileOf: (userId: number) => Promise<string | null>; generate?: () => string },
  ) {}

  private hash(userId: number, code: string) {
    return createHash('sha256').update(`${this.deps.pepper}:data-export:${userId}:${code}`).digest('hex');
  }

  async send(userId: number) {
    const { kv } = this.deps;
    const wait = await kv.ttl(`export:resend:${userId}`);
    if (wait > 0) throw tooMany(MSG.resend(Math.ceil(wait / SECOND)));
    if ((await kv.incr(`export:sends:${userId}`, 24 * HOUR)) > EXPORT_CODE_LIMITS.sendsPerDay) throw tooMany(MSG.tooManyCodes);
    if (!(await kv.setIfAbsent(`export:resend:${userId}`, '1', EXPORT_CODE_LIMITS.resendAfterMs))) throw tooMany(MSG.resend(60));
    const mobile = await this.deps.mobileOf(userId);
    if (!mobile) throw new AppError(404, 'Your account was not found; please log in again');
    const code = this.deps.generate?.() ?? String(randomInt(0, 10_000)).padStart(4, '0');
    const key = `export:code:${userId}`;
    await kv.set(key, JSON.stringify({ id: randomUUID(), hash: this.hash(userId, code) }), EXPORT_CODE_LIMITS.validityMs);
    try {
      await this.deps.sms.send(mobile.startsWith('+') ? mobile : toE164(mobile), exportCodeSms(code));
    } catch {
      await kv.del(key);
      await kv.del(`export:resend:${userId}`);
      throw new AppError(503, 'We could not send the SMS just now; please try again in a moment');
    }
    return { nextSendInSeconds: EXPORT_CODE_LIMITS.resendAfterMs / SECOND, expiresInSeconds: EXPORT_CODE_LIMITS.validityMs / SECOND };
  }

  /** The code from the SMS, used up when right; a wrong or old code is refused with the next step. */
  async take(userId: number, code: string): Promise<void> {
    const { kv } = this.deps;
    const key = `export:code:${userId}`;
    const raw = await kv.get(key);
    if (!raw) throw new AppError(400, MSG.expired, { field: 'code' });
    const record = JSON.parse(raw) as { id: string; hash: string };
    if ((await kv.incr(`export:tries:${record.id}`, EXPORT_CODE_LIMITS.validityMs)) > EXPORT_CODE_LIMITS.triesPerCode) throw new AppError(400, MSG.triesExhausted, { field: 'code' });
    if (this.hash(userId, code) !== record.hash) throw new AppError(400, MSG.wrongCode, { field: 'code' });
    if (!(await kv.setIfAbsent(`export:used:${record.id}`, '1', EXPORT_CODE_LIMITS.validityMs))) throw new AppError(400, MSG.expired, { field: 'code' });
    await kv.del(key);
  }
}
