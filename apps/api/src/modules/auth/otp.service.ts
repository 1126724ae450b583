import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

import type { KvStore } from '../../db/kv';
import { AppError, tooMany } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/provider';
import { trustedDeviceId } from './device-trust';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/**
 * The bar of security-reliability.md, redesigned in issue 16 so that no stranger can lock a borrower out
 * (docs/security.md computes the figures; otp.limits.test.ts proves them).
 * - guessing: a 4-digit code is 1 chance in 10,000 per try. Browsers that are not a trusted device of the phone (see
 *   device-trust.ts) share 5 wrong tries per phone per 24-hour window over all networks: 1 in 2,000 per window and
 *   at most 1 in 1,000 in any 24 hours, however many networks an attacker has. Each network also gets at most 30
 *   wrong tries per hour over all phones (spraying many numbers).
 * - lock-out: there is no lock a stranger can set. A trusted device (a browser that logged this phone in before) has
 *   its own 5 wrong tries per day and is never stopped by others' tries. A new device, once strangers spent the
 *   day's 5, gets a login link with its next code (128 random bits, single use, 5 minutes: nothing to guess), so the
 *   longest a stranger can delay a login is the 60 s resend wait (10 minutes when the 3-per-10-minutes send cap is used
 *   up). Every send reaches the borrower's phone; wrong tries from elsewhere never spend the borrower's code.
 */
export const OTP_LIMITS = {
  validityMs: 5 * 60 * SECOND,
  resendAfterMs: 60 * SECOND,
  triesPerCode: 5,
  /**
   * Codes checked per phone per 24-hour window (started by the first) for all browsers that are not a trusted device,
   * whatever their network: 1 chance in 2,000 per window, at most 1 in 1,000 in any 24 hours (two windows).
   */
  untrustedTriesPerPhonePerDay: 5,
  /** Wrong tries per phone per day on one trusted device (only its owner types there). */
  failuresPerDevicePerDay: 5,
  /** A login link (sent with the code once strangers spent the day's wrong tries) stays valid this long. */
  linkValidityMs: 5 * 60 * SECOND,
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
  /** Kept for callers of the old name; the cap is now per 10 minutes. */
  phoneDailyCap: 'Too many codes were requested for this number; please try again in 10 minutes',
  phoneWindowCap: 'Too many codes were requested for this number; please try again in 10 minutes',
  ipHourlyCap: 'Too many codes were requested from this network; please try again later',
  phoneSpent:
    'Too many incorrect codes were entered for this number today. Request a new code: the SMS will carry a login link to open on this phone',
  deviceLocked: 'Too many incorrect codes on this phone today; please try again tomorrow or use the login link in your latest SMS',
  linkExpired: 'This login link has expired or was already used; please request a new code',
  smsFailed: 'We could not send the SMS just now; please try again in a moment',
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
} as const;

/** Added to the SMS once strangers spent the day's wrong tries for the number: the link needs no guessable code. */
const LINK_TEXT = (url: string) =>
  ` Too many wrong codes were tried for your number today; if the code is refused, log in by opening ${url} on this phone (valid 5 minutes).`;

/** The fragment parameter of a login link (a fragment never reaches server logs or a Referer). */
export const LOGIN_LINK_FRAGMENT = 'login_link';

const TEXTS: Record<number, (code: string) => string> = {
  1: (code) => `Your Pocket login code is ${code}. It is valid for 5 minutes. Never share it with anyone.`,
  2: (code) => `Your Pocket repayment code is ${code}. It is valid for 5 minutes. Never share it with anyone.`,
};

export interface OtpDeps {
  kv: KvStore;
  sms: SmsProvider;
  now: () => number;
  pepper: string;
  /** The app's public address: login links in SMS open `${publicUrl}/home#login_link=...`. */
  publicUrl: string;
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

  private async count(key: string) {
    return Number((await this.deps.kv.get(key)) ?? 0);
  }

  /** Strangers spent the wrong tries of this number for today: new devices now get a login link with the code. */
  private async phoneSpent(mobile: string) {
    return (await this.count(`otp:phonetries:${mobile}`)) >= OTP_LIMITS.untrustedTriesPerPhonePerDay;
  }

  /**
   * A browser that is not a trusted device: its network's hourly budget, then one of the number's shared checks for
   * the day, taken before the code is compared so that parallel requests cannot pass the budget together.
   */
  private async assertUntrustedMayTry(mobile: string, ip: string) {
    if ((await this.count(`otp:ipfail:${ip}`)) >= OTP_LIMITS.failuresPerIpPerHour) throw tooMany(OTP_MESSAGES.locked);
    if ((await this.deps.kv.incr(`otp:phonetries:${mobile}`, DAY)) > OTP_LIMITS.untrustedTriesPerPhonePerDay) throw tooMany(OTP_MESSAGES.phoneSpent);
  }

  /** A new login link for the number: 128 random bits, stored hashed, single use. */
  private async newLink(mobile: string) {
    const token = randomBytes(16).toString('base64url');
    await this.deps.kv.set(`otp:link:${createHash('sha256').update(token).digest('hex')}`, mobile, OTP_LIMITS.linkValidityMs);
    return `${this.deps.publicUrl.replace(/\/$/, '')}/home#${LOGIN_LINK_FRAGMENT}=${token}`;
  }

  /** The phone a login link was sent to; a link works once, within 5 minutes. */
  async takeLink(token: string): Promise<string> {
    const { kv } = this.deps;
    const hash = createHash('sha256').update(token).digest('hex');
    const mobile = await kv.get(`otp:link:${hash}`);
    if (!mobile || !(await kv.setIfAbsent(`otp:linkused:${hash}`, '1', OTP_LIMITS.linkValidityMs))) throw new AppError(400, OTP_MESSAGES.linkExpired);
    await kv.del(`otp:link:${hash}`);
    return mobile;
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
    const link = (await this.phoneSpent(mobile)) ? LINK_TEXT(await this.newLink(mobile)) : '';
    try {
      await this.deps.sms.send(mobile, (TEXTS[type] ?? TEXTS[1]!)(code) + link);
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

  /**
   * Accepts the code once; any refusal throws an AppError with the reason. `deviceCookie` is the browser's
   * trusted-device cookie (device-trust.ts): a trusted device is counted on its own, never with strangers.
   */
  async verify(mobile: string, type: number, code: string, ip = 'unknown', deviceCookie: string | null = null): Promise<void> {
    const { kv } = this.deps;
    const key = `otp:code:${type}:${mobile}`;
    const raw = await kv.get(key);
    if (!raw) throw new AppError(400, OTP_MESSAGES.expired);
    const record = JSON.parse(raw) as { id: string; hash: string };
    const device = trustedDeviceId(this.deps.pepper, mobile, deviceCookie);
    // Said first: the next step (a new code, whose SMS carries a login link) helps more than any other refusal.
    if (!device && (await this.phoneSpent(mobile))) throw tooMany(OTP_MESSAGES.phoneSpent);
    // 5 tries per code and network (or trusted device): wrong tries from elsewhere never spend the borrower's code.
    const tries = await kv.incr(`otp:tries:${record.id}:${device ? `device:${device}` : ip}`, OTP_LIMITS.validityMs);
    if (tries > OTP_LIMITS.triesPerCode) throw new AppError(400, OTP_MESSAGES.triesExhausted);
    if (device) {
      if ((await this.count(`otp:devfail:${mobile}:${device}`)) >= OTP_LIMITS.failuresPerDevicePerDay) throw tooMany(OTP_MESSAGES.deviceLocked);
    } else {
      await this.assertUntrustedMayTry(mobile, ip);
    }
    if (this.hash(mobile, type, code) !== record.hash) {
      if (device) {
        await kv.incr(`otp:devfail:${mobile}:${device}`, DAY);
      } else {
        await kv.incr(`otp:ipfail:${ip}`, HOUR);
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
