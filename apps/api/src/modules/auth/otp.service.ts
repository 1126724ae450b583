import { createHash, randomInt, randomUUID } from 'node:crypto';

import type { KvStore } from '../../db/kv';
import { AppError, tooMany } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/provider';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/**
 * The bar of security-reliability.md, redesigned in issue 16 so that no stranger can lock a borrower out
 * (docs/security.md computes the figures; otp.limits.test.ts proves them). Every wrong-try limit is per phone AND
 * network (client IP): the guesser's network stops, the borrower's does not.
 * - guessing: a 4-digit code is 1 chance in 10,000 per try; one network gets at most 5 wrong tries per phone per day,
 *   so an attacker has at most 5/10,000 = 1 in 2,000 per phone per day per network (1 in 1,000 with two networks);
 *   each network gets at most 30 wrong tries per hour over all phones (spraying many numbers).
 * - lock-out: there is no per-phone lock. Sends wait 60 s and at most 3 go to a phone per 10 minutes, but every
 *   send reaches the borrower's phone and the latest code stays valid for the borrower's network whatever others
 *   typed, so the longest a stranger can delay a login is the 60 s resend wait (10 minutes if the latest SMS is lost).
 */
export const OTP_LIMITS = {
  validityMs: 5 * 60 * SECOND,
  resendAfterMs: 60 * SECOND,
  triesPerCode: 5,
  /** Wrong tries per phone from one IP per day; then that IP (only) is refused for that phone. */
  failuresPerPhonePerIpPerDay: 5,
  /** Wrong tries per IP per hour over all phones. */
  failuresPerIpPerHour: 30,
  windowMs: 10 * 60 * SECOND,
  /** Codes per phone per window (with the 60 s resend wait). */
  sendsPerPhonePerWindow: 3,
  sendsPerIpPerHour: 30,
  /** The longest a stranger can keep a borrower from getting a new code (the borrower still holds the latest one). */
  longestLockMs: 10 * 60 * SECOND,
} as const;

export const OTP_MESSAGES = {
  expired: 'The verification code has expired or was not requested; please request a new code',
  wrong: 'Incorrect verification code',
  triesExhausted: 'This code was entered wrongly too many times; please request a new code',
  locked: 'Too many incorrect codes from this network; please try again in an hour',
  networkLocked: 'Too many incorrect codes from this network for this number; please try again tomorrow or use another network',
  /** Kept for callers of the old name; the cap is now per 10 minutes. */
  phoneDailyCap: 'Too many codes were requested for this number; please try again in 10 minutes',
  phoneWindowCap: 'Too many codes were requested for this number; please try again in 10 minutes',
  ipHourlyCap: 'Too many codes were requested from this network; please try again later',
  smsFailed: 'We could not send the SMS just now; please try again in a moment',
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
} as const;

const TEXTS: Record<number, (code: string) => string> = {
  1: (code) => `Your Pocket login code is ${code}. It is valid for 5 minutes. Never share it with anyone.`,
  2: (code) => `Your Pocket repayment code is ${code}. It is valid for 5 minutes. Never share it with anyone.`,
};

export interface OtpDeps {
  kv: KvStore;
  sms: SmsProvider;
  now: () => number;
  pepper: string;
  /** Overrides OTP_LIMITS.sendsPerIpPerHour (config OTP_IP_HOURLY_CAP). */
  ipHourlyCap?: number;
  /** Tests may fix the code; production draws 4 random digits. */
  generate?: () => string;
}

/**
 * SMS codes: 4 digits, stored hashed in the key-value store (Redis across processes), valid 5 minutes, single use,
 * at most 5 tries per code and network; wrong tries counted per phone and network (day) and per network (hour); resend
 * after 60 s, at most 3 sends per phone per 10 minutes and 30 per IP per hour. See OTP_LIMITS.
 */
export class OtpService {
  constructor(private readonly deps: OtpDeps) {}

  private hash(mobile: string, type: number, code: string) {
    return createHash('sha256').update(`${this.deps.pepper}:${type}:${mobile}:${code}`).digest('hex');
  }

  /** Per network only: a network that guessed too much stops; nobody else does. */
  private async assertNetworkMayTry(mobile: string, ip: string) {
    const { kv } = this.deps;
    if (Number((await kv.get(`otp:ipfail:${ip}`)) ?? 0) >= OTP_LIMITS.failuresPerIpPerHour) throw tooMany(OTP_MESSAGES.locked);
    if (Number((await kv.get(`otp:ipfail:${mobile}:${ip}`)) ?? 0) >= OTP_LIMITS.failuresPerPhonePerIpPerDay) throw tooMany(OTP_MESSAGES.networkLocked);
  }

  /** Sends a new code (replacing the previous one); answers when the next send is allowed. */
  async send(mobile: string, type: number, ip: string) {
    const { kv, now } = this.deps;
    const wait = await kv.ttl(`otp:resend:${mobile}`);
    if (wait > 0) {
      const seconds = Math.ceil(wait / SECOND);
      throw tooMany(OTP_MESSAGES.resend(seconds), { nextSendInSeconds: seconds });
    }
    const ipCap = this.deps.ipHourlyCap ?? OTP_LIMITS.sendsPerIpPerHour;
    if ((await kv.incr(`otp:ip:${ip}`, HOUR)) > ipCap) throw tooMany(OTP_MESSAGES.ipHourlyCap);
    if (!(await kv.setIfAbsent(`otp:resend:${mobile}`, '1', OTP_LIMITS.resendAfterMs))) {
      // Another request for this number won the race within the same instant.
      throw tooMany(OTP_MESSAGES.resend(60), { nextSendInSeconds: 60 });
    }
    if ((await kv.incr(`otp:win:${mobile}`, OTP_LIMITS.windowMs)) > OTP_LIMITS.sendsPerPhonePerWindow) {
      throw tooMany(OTP_MESSAGES.phoneWindowCap);
    }
    const code = this.deps.generate?.() ?? String(randomInt(0, 10_000)).padStart(4, '0');
    const record = JSON.stringify({ id: randomUUID(), hash: this.hash(mobile, type, code) });
    await kv.set(`otp:code:${type}:${mobile}`, record, OTP_LIMITS.validityMs);
    try {
      await this.deps.sms.send(mobile, (TEXTS[type] ?? TEXTS[1]!)(code));
    } catch {
      // Not delivered: the code is void and the number may ask again at once (the daily cap still counted it).
      await kv.del(`otp:code:${type}:${mobile}`);
      await kv.del(`otp:resend:${mobile}`);
      throw new AppError(503, OTP_MESSAGES.smsFailed);
    }
    const at = now();
    return {
      nextSendInSeconds: OTP_LIMITS.resendAfterMs / SECOND,
      nextSendAt: at + OTP_LIMITS.resendAfterMs,
      expiresInSeconds: OTP_LIMITS.validityMs / SECOND,
    };
  }

  /** Accepts the code once; any refusal throws an AppError with the reason. */
  async verify(mobile: string, type: number, code: string, ip = 'unknown'): Promise<void> {
    const { kv } = this.deps;
    const key = `otp:code:${type}:${mobile}`;
    const raw = await kv.get(key);
    if (!raw) throw new AppError(400, OTP_MESSAGES.expired);
    const record = JSON.parse(raw) as { id: string; hash: string };
    // 5 tries per code and network: wrong tries from elsewhere never spend the borrower's code.
    const tries = await kv.incr(`otp:tries:${record.id}:${ip}`, OTP_LIMITS.validityMs);
    if (tries > OTP_LIMITS.triesPerCode) throw new AppError(400, OTP_MESSAGES.triesExhausted);
    await this.assertNetworkMayTry(mobile, ip);
    if (this.hash(mobile, type, code) !== record.hash) {
      await kv.incr(`otp:ipfail:${mobile}:${ip}`, DAY);
      await kv.incr(`otp:ipfail:${ip}`, HOUR);
      throw new AppError(400, OTP_MESSAGES.wrong);
    }
    // Single use even under concurrent verifies: only the first claim of this code id wins.
    if (!(await kv.setIfAbsent(`otp:used:${record.id}`, '1', OTP_LIMITS.validityMs))) {
      throw new AppError(400, OTP_MESSAGES.expired);
    }
    await kv.del(key);
  }
}
