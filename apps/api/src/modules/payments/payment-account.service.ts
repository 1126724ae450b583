import { createHash, randomInt, randomUUID } from 'node:crypto';

import { PAYMENT_ACCOUNT_MESSAGES as MSG } from '@pocket/contracts/api/payment-account';
import { maskPhone, toE164 } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { AppError, tooMany } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/provider';
import { isOwnOrConfirmed, type OwnNumberOf } from './payer-guard';
import { payerNumbers } from './schema';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** Codes that confirm a payment account (docs/security.md, "Payment accounts"). */
export const PAYMENT_ACCOUNT_LIMITS = {
  validityMs: 5 * 60 * SECOND,
  resendAfterMs: 60 * SECOND,
  triesPerCode: 3,
  /** Codes one wallet receives per hour, over all borrowers: a stranger's phone is not an SMS target. */
  sendsPerNumberPerHour: 3,
  /** Other people's numbers one borrower may ask codes for per day. */
  sendsPerUserPerDay: 5,
} as const;

/** The SMS to the account's owner: who asks, and that the code lets them pay from this wallet. */
export const paymentAccountSms = (code: string, borrower: string) =>
  `Pocket: ${code} is the code for ${borrower} to pay from this mobile money wallet. Share it only if you agree. Valid 5 minutes.`;

export interface PaymentAccountDeps {
  db: Db;
  kv: KvStore;
  sms: SmsProvider;
  pepper: string;
  ownNumberOf: OwnNumberOf;
  generate?: () => string;
}

/** Confirms that a borrower may send PIN prompts to a number that is not their own: an SMS code to that number. */
export class PaymentAccountService {
  constructor(private readonly deps: PaymentAccountDeps) {}

  private hash(userId: number, mobile: string, code: string) {
    return createHash('sha256').update(`${this.deps.pepper}:payer:${userId}:${mobile}:${code}`).digest('hex');
  }

  async sendCode(userId: number, mobile: string) {
    const { db, kv } = this.deps;
    if (await isOwnOrConfirmed(db, this.deps.ownNumberOf, userId, mobile)) {
      return { mobile, nextSendInSeconds: 0, expiresInSeconds: 0, alreadyConfirmed: true as const };
    }
    const wait = await kv.ttl(`payer:resend:${userId}:${mobile}`);
    if (wait > 0) throw tooMany(MSG.resend(Math.ceil(wait / SECOND)), { field: 'mobile' });
    if ((await kv.incr(`payer:user:${userId}`, 24 * HOUR)) > PAYMENT_ACCOUNT_LIMITS.sendsPerUserPerDay) throw tooMany(MSG.userCap, { field: 'mobile' });
    if ((await kv.incr(`payer:number:${mobile}`, HOUR)) > PAYMENT_ACCOUNT_LIMITS.sendsPerNumberPerHour) throw tooMany(MSG.numberCap, { field: 'mobile' });
    if (!(await kv.setIfAbsent(`payer:resend:${userId}:${mobile}`, '1', PAYMENT_ACCOUNT_LIMITS.resendAfterMs))) {
      throw tooMany(MSG.resend(60), { field: 'mobile' });
    }
    const code = this.deps.generate?.() ?? String(randomInt(0, 10_000)).padStart(4, '0');
    const key = `payer:code:${userId}:${mobile}`;
    await kv.set(key, JSON.stringify({ id: randomUUID(), hash: this.hash(userId, mobile, code) }), PAYMENT_ACCOUNT_LIMITS.validityMs);
    const own = await this.deps.ownNumberOf(db, userId);
    try {
      await this.deps.sms.send(toE164(mobile), paymentAccountSms(code, own ? maskPhone(own) : 'a Pocket borrower'));
    } catch {
      await kv.del(key);
      await kv.del(`payer:resend:${userId}:${mobile}`);
      throw new AppError(503, 'We could not send the SMS just now; please try again in a moment');
    }
    return {
      mobile,
      nextSendInSeconds: PAYMENT_ACCOUNT_LIMITS.resendAfterMs / SECOND,
      expiresInSeconds: PAYMENT_ACCOUNT_LIMITS.validityMs / SECOND,
    };
  }

  /** The code from the SMS: once right, the number is this borrower's payment account from now on. */
  async confirm(userId: number, mobile: string, code: string) {
    const { db, kv } = this.deps;
    const key = `payer:code:${userId}:${mobile}`;
    const raw = await kv.get(key);
    if (!raw) throw new AppError(400, MSG.expired, { field: 'code' });
    const record = JSON.parse(raw) as { id: string; hash: string };
    if ((await kv.incr(`payer:tries:${record.id}`, PAYMENT_ACCOUNT_LIMITS.validityMs)) > PAYMENT_ACCOUNT_LIMITS.triesPerCode) {
      throw new AppError(400, MSG.triesExhausted, { field: 'code' });
    }
    if (this.hash(userId, mobile, code) !== record.hash) throw new AppError(400, MSG.wrongCode, { field: 'code' });
    if (!(await kv.setIfAbsent(`payer:used:${record.id}`, '1', PAYMENT_ACCOUNT_LIMITS.validityMs))) throw new AppError(400, MSG.expired, { field: 'code' });
    await kv.del(key);
    await db.insert(payerNumbers).values({ userId, msisdn: mobile }).onConflictDoNothing();
    return { mobile, confirmed: true as const };
  }
}
