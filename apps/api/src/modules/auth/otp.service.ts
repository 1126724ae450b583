import { createHash, randomInt, randomUUID } from 'node:crypto';

import type { KvStore } from '../../db/kv';
import { AppError, tooMany } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/provider';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/** The bar of security-reliability.md; exported so tests and docs state the same numbers. */
export const OTP_LIMITS = {
  validityMs: 5 * 60 * SECOND,
  resendAfterMs: 60 * SECOND,
  triesPerCode: 5,
  failuresPerPhonePerDay: 10,
  lockMs: DAY,
  sendsPerPhonePerDay: 10,
  sendsPerIpPerHour: 30,
} as const;

export const OTP_MESSAGES = {
  expired: 'The verification code has expired or was not requested; please request a new code',
  wrong: 'Incorrect verification code',
  triesExhausted: 'This code was entered wrongly too many times; please request a new code',
  locked: 'Too many incorrect codes for this number; please try again in 24 hours',
  phoneDailyCap: 'Too many codes were requested for this number today; please try again tomorrow',
  ipHourlyCap: 'Too many codes were requested from this network; please try again later',
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
 * at most 5 tries per code, 10 failures per phone per day then a 24-hour lock, resend after 60 s, send caps per phone
 * per day and per IP per hour.
 */
export class OtpService {
  constructor(private readonly deps: OtpDeps) {}

  private hash(mobile: string, type: number, code: string) {
    return createHash('sha256').update(`${this.deps.pepper}:${type}:${mobile}:${code}`).digest('hex');
  }

  private async assertNotLocked(mobile: string) {
    if ((await this.deps.kv.ttl(`otp:lock:${mobile}`)) > 0) throw tooMany(OTP_MESSAGES.locked);
  }

  /** Sends a new code (replacing the previous one); answers when the next send is allowed. */
  async send(mobile: string, type: number, ip: string) {
    const { kv, now } = this.deps;
    await this.assertNotLocked(mobile);
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
    if ((await kv.incr(`otp:day:${mobile}`, DAY)) > OTP_LIMITS.sendsPerPhonePerDay) {
      throw tooMany(OTP_MESSAGES.phoneDailyCap);
    }
    const code = this.deps.generate?.() ?? String(randomInt(0, 10_000)).padStart(4, '0');
    const record = JSON.stringify({ id: randomUUID(), hash: this.hash(mobile, type, code) });
    await kv.set(`otp:code:${type}:${mobile}`, record, OTP_LIMITS.validityMs);
    await this.deps.sms.send(mobile, (TEXTS[type] ?? TEXTS[1]!)(code));
    const at = now();
    return {
      nextSendInSeconds: OTP_LIMITS.resendAfterMs / SECOND,
      nextSendAt: at + OTP_LIMITS.resendAfterMs,
      expiresInSeconds: OTP_LIMITS.validityMs / SECOND,
    };
  }

  /** Accepts the code once; any refusal throws an AppError with the reason. */
  async verify(mobile: string, type: number, code: string): Promise<void> {
    const { kv } = this.deps;
    await this.assertNotLocked(mobile);
    const key = `otp:code:${type}:${mobile}`;
    const raw = await kv.get(key);
    if (!raw) throw new AppError(400, OTP_MESSAGES.expired);
    const record = JSON.parse(raw) as { id: string; hash: string };
    const tries = await kv.incr(`otp:tries:${record.id}`, OTP_LIMITS.validityMs);
    if (tries > OTP_LIMITS.triesPerCode) {
      await kv.del(key);
      throw new AppError(400, OTP_MESSAGES.triesExhausted);
    }
    if (this.hash(mobile, type, code) !== record.hash) {
      const failures = await kv.incr(`otp:fail:${mobile}`, DAY);
      if (failures >= OTP_LIMITS.failuresPerPhonePerDay) {
        await kv.set(`otp:lock:${mobile}`, '1', OTP_LIMITS.lockMs);
        await kv.del(key);
        throw tooMany(OTP_MESSAGES.locked);
      }
      throw new AppError(400, OTP_MESSAGES.wrong);
    }
    // Single use even under concurrent verifies: only the first claim of this code id wins.
    if (!(await kv.setIfAbsent(`otp:used:${record.id}`, '1', OTP_LIMITS.validityMs))) {
      throw new AppError(400, OTP_MESSAGES.expired);
    }
    await kv.del(key);
  }
}
