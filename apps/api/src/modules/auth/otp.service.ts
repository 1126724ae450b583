import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

import { SMS_CODE_TYPE } from '@pocket/contracts/api/auth';

import type { KvStore } from '../../db/kv';
import { DEFAULT_LANGUAGE, type Language, languageOf } from '../../i18n';
import { AppError, tooMany } from '../../plugins/errors';
import type { SmsProvider } from '../../providers/sms/provider';
import { deviceGeneration, trustedDeviceId } from './device-trust';
import { NetworkLimits } from './otp-network';
import { newRequester, requesterIdOf } from './otp-requester';
import { codeText, codeWithLinkText, linkOnlyText, OTP_MESSAGES } from './otp.texts';

export { OTP_MESSAGES } from './otp.texts';

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;

/**
 * SMS code limits, redesigned in issue 34 so that nobody else's guesses refuse a borrower's right code
 * (docs/security.md "OTP limits: the figures" computes the bounds; otp.limits.test.ts and otp.property.test.ts prove
 * them).
 * - a code belongs to the browser that asked for it (`pocket_otp`, otp-requester.ts): a stranger's guesses only reach
 *   codes the stranger asked for. A browser without the cookie checks the number's latest code, in the shared pool.
 * - guessing: browsers that are not a trusted device share 5 checks per number per 24-hour window; the first try of a
 *   browser on its own code is always checked (so the borrower typing the SMS is never refused because of others),
 *   later tries only while the pool lasts. Once spent, codes carry the login link and allow 1 try, 3 such codes per
 *   window, then SMS carry the link only: at most 5 + 6 + 3 = 14 checks per number per window.
 */
export const OTP_LIMITS = {
  validityMs: 5 * 60 * SECOND,
  /** Per browser (requester cookie). */
  resendAfterMs: 60 * SECOND,
  triesPerCode: 5,
  /** Checks per number per 24-hour window (started by the first) for browsers that are not a trusted device. */
  untrustedTriesPerPhonePerDay: 5,
  /** Once the pool is spent: codes sent to untrusted browsers allow this many tries ... */
  triesPerCodeAfterSpent: 1,
  /** ... and so many of them per window; later SMS carry the login link only. */
  codesAfterSpentPerDay: 3,
  /** Wrong tries per phone per day on one trusted device (only its owner types there). */
  failuresPerDevicePerDay: 5,
  /** A login link (sent with the code once strangers spent the day's wrong tries) stays valid this long. */
  linkValidityMs: 5 * 60 * SECOND,
  windowMs: 10 * 60 * SECOND,
  /** Codes per number per window over all browsers that are not a trusted device of it (SMS flooding), and per
   * browser (with the 60 s resend wait). */
  sendsPerPhonePerWindow: 3,
  /**
   * Checks per number per 24-hour window for untrusted browsers: the pool (5), first tries on codes still valid when
   * it was spent (sent in the 5 minutes before: at most two 10-minute windows' worth, 6), the one-try codes after (3).
   */
  checksPerPhonePerDay: 5 + 2 * 3 + 3,
} as const;

/** The fragment parameter of a login link (a fragment never reaches server logs or a Referer). */
export const LOGIN_LINK_FRAGMENT = 'login_link';

export interface OtpDeps {
  kv: KvStore;
  sms: SmsProvider;
  now: () => number;
  pepper: string;
  /** The app's public address: login links in SMS open `${publicUrl}/home#login_link=...`. */
  publicUrl: string;
  /** Overrides NETWORK_LIMITS.sendsPerHour (config OTP_IP_HOURLY_CAP). */
  ipHourlyCap?: number;
  /** Overrides NETWORK_LIMITS.powBits. */
  powBits?: number;
  /** Tests may fix the code; production draws 4 random digits. */
  generate?: () => string;
  /** The language of the account with this number (E.164), or null (no account, or none known): the code's SMS speaks it. */
  accountLanguage?: (mobile: string) => Promise<Language | null>;
}

/** Who calls: the browser's cookies (requester, trusted device) as sent, unchecked. */
export interface OtpCaller {
  requester?: string | null;
  device?: string | null;
  /** The X-Pocket-Pow header: a solved challenge, asked only from anomalous networks (otp-network.ts). */
  pow?: string | null;
  /** The `lang` header: the code's SMS language when the number has no account with a language. */
  lang?: string | null;
}

interface CodeRecord {
  id: string;
  hash: string;
  /** The requester id of the browser that asked for it. */
  owner: string;
  /** Sent after the number's pool was spent: 1 try. */
  oneTry?: boolean;
}

export interface SendResult {
  data: { nextSendInSeconds: number; nextSendAt: number; expiresInSeconds: number };
  /** A new requester cookie value to set (the request carried none that is valid), else null. */
  requesterCookie: string | null;
}

export class OtpService {
  readonly network: NetworkLimits;

  constructor(private readonly deps: OtpDeps) {
    this.network = new NetworkLimits({ kv: deps.kv, pepper: deps.pepper, now: deps.now, sendsPerHour: deps.ipHourlyCap, powBits: deps.powBits });
  }

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

  /** The resend wait and the 10-minute cap of one browser (its requester id). */
  private async assertBrowserMaySend(mobile: string, scope: string) {
    const { kv } = this.deps;
    const wait = await kv.ttl(`otp:resend:${mobile}:${scope}`);
    if (wait > 0) {
      const seconds = Math.ceil(wait / SECOND);
      throw tooMany(OTP_MESSAGES.resend(seconds), { nextSendInSeconds: seconds });
    }
    if (!(await kv.setIfAbsent(`otp:resend:${mobile}:${scope}`, '1', OTP_LIMITS.resendAfterMs))) {
      // Another request of this browser won the race within the same instant.
      throw tooMany(OTP_MESSAGES.resend(60), { nextSendInSeconds: 60 });
    }
    if ((await kv.incr(`otp:win:${mobile}:${scope}`, OTP_LIMITS.windowMs)) > OTP_LIMITS.sendsPerPhonePerWindow) throw tooMany(OTP_MESSAGES.phoneWindowCap);
  }

  /** What the SMS carries: a code (5 tries), a one-try code with the link once the pool is spent, or the link only. */
  private async kindOfSend(mobile: string, trusted: boolean): Promise<'code' | 'oneTry' | 'linkOnly'> {
    if (trusted || !(await this.phoneSpent(mobile))) return 'code';
    const windowLeft = Math.max(1, await this.deps.kv.ttl(`otp:phonetries:${mobile}`));
    return (await this.deps.kv.incr(`otp:spentcodes:${mobile}`, windowLeft)) <= OTP_LIMITS.codesAfterSpentPerDay ? 'oneTry' : 'linkOnly';
  }

  /** The code's SMS language (issue 48): the account's, else the `lang` header's, else English. */
  private async languageFor(mobile: string, caller: OtpCaller): Promise<Language> {
    return (await this.deps.accountLanguage?.(mobile)) ?? languageOf(caller.lang) ?? DEFAULT_LANGUAGE;
  }

  /** Sends a new code to the number for this browser (replacing its previous one); answers when the next is allowed. */
  async send(mobile: string, type: number, ip: string, caller: OtpCaller = {}): Promise<SendResult> {
    const { kv, now, pepper } = this.deps;
    await this.network.gate(ip, caller.pow);
    const known = requesterIdOf(pepper, caller.requester);
    const fresh = known ? null : newRequester(pepper);
    const requester = known ?? fresh!.id;
    // A browser without the cookie is a new requester: no wait set by anyone else (a stranger behind the same carrier
    // NAT) holds back its first code; the number's cap and the network's proof of work bound such sends.
    // A code to close the account has its own wait: a borrower who has just logged in need not wait 60 s for it.
    const scope = type === SMS_CODE_TYPE.closeAccount ? `r:${requester}:close` : `r:${requester}`;
    await this.assertBrowserMaySend(mobile, scope);
    await this.network.sent(ip);
    const trusted = trustedDeviceId(pepper, mobile, caller.device, await deviceGeneration(kv, mobile)) !== null;
    if (!trusted && (await kv.incr(`otp:win:${mobile}`, OTP_LIMITS.windowMs)) > OTP_LIMITS.sendsPerPhonePerWindow) throw tooMany(OTP_MESSAGES.phoneWindowCap);
    const kind = await this.kindOfSend(mobile, trusted);
    const link = kind === 'code' && !(await this.phoneSpent(mobile)) ? null : await this.newLink(mobile);
    const code = this.deps.generate?.() ?? String(randomInt(0, 10_000)).padStart(4, '0');
    const record: CodeRecord = { id: randomUUID(), hash: this.hash(mobile, type, code), owner: requester, ...(kind === 'oneTry' ? { oneTry: true } : {}) };
    const keys = [`otp:code:${type}:${mobile}:${requester}`, `otp:latest:${type}:${mobile}`];
    if (kind !== 'linkOnly') for (const key of keys) await kv.set(key, JSON.stringify(record), OTP_LIMITS.validityMs);
    const language = await this.languageFor(mobile, caller);
    const text = kind === 'linkOnly' ? linkOnlyText(link!, language) : link ? codeWithLinkText(type, code, link, language) : codeText(type, code, language);
    try {
      await this.deps.sms.send(mobile, text);
    } catch {
      // Not delivered: the code is void and this browser may ask again at once (the caps still counted it).
      if (kind !== 'linkOnly') for (const key of keys) if ((await kv.get(key))?.includes(record.id)) await kv.del(key);
      await kv.del(`otp:resend:${mobile}:${scope}`);
      throw new AppError(503, OTP_MESSAGES.smsFailed);
    }
    const at = now();
    return {
      data: { nextSendInSeconds: OTP_LIMITS.resendAfterMs / SECOND, nextSendAt: at + OTP_LIMITS.resendAfterMs, expiresInSeconds: OTP_LIMITS.validityMs / SECOND },
      requesterCookie: fresh?.value ?? null,
    };
  }

  /**
   * Accepts the code once; any refusal throws an AppError with the reason. `deviceCookie` is the browser's
   * trusted-device cookie (device-trust.ts), `caller.requester` its requester cookie (otp-requester.ts): with a valid
   * one, only that browser's own code is checked; without, the number's latest code.
   */
  async verify(mobile: string, type: number, code: string, ip = 'unknown', deviceCookie: string | null = null, caller: OtpCaller = {}): Promise<void> {
    const { kv, pepper } = this.deps;
    await this.network.gate(ip, caller.pow);
    const requester = requesterIdOf(pepper, caller.requester);
    // A browser without a code of its own (its send was refused by the number's cap: strangers asked just before)
    // checks the number's latest code, the SMS the phone received last, in the shared pool.
    const raw = (requester ? await kv.get(`otp:code:${type}:${mobile}:${requester}`) : null) ?? (await kv.get(`otp:latest:${type}:${mobile}`));
    if (!raw) throw new AppError(400, OTP_MESSAGES.expired);
    const record = JSON.parse(raw) as CodeRecord;
    const device = trustedDeviceId(pepper, mobile, deviceCookie, await deviceGeneration(kv, mobile));
    const own = requester !== null && record.owner === requester;
    // Tries are counted per code and browser: nobody else's tries spend a browser's first try on its own code.
    const presenter = device ? `device:${device}` : requester ? `r:${requester}` : `ip:${ip}`;
    const tries = await kv.incr(`otp:tries:${record.id}:${presenter}`, OTP_LIMITS.validityMs);
    const allowed = record.oneTry && !device ? OTP_LIMITS.triesPerCodeAfterSpent : OTP_LIMITS.triesPerCode;
    if (device) {
      if (tries > allowed) throw new AppError(400, OTP_MESSAGES.triesExhausted);
      if ((await this.count(`otp:devfail:${mobile}:${device}`)) >= OTP_LIMITS.failuresPerDevicePerDay) throw tooMany(OTP_MESSAGES.deviceLocked);
    } else {
      // The first try of a browser on its own code is always checked; any other takes one of the number's shared
      // checks first (before the comparison, so parallel requests cannot pass the pool together).
      const first = own && tries === 1;
      if ((await this.phoneSpent(mobile)) && !first) throw tooMany(OTP_MESSAGES.phoneSpent);
      if (tries > allowed) throw new AppError(400, OTP_MESSAGES.triesExhausted);
      if ((await kv.incr(`otp:phonetries:${mobile}`, DAY)) > OTP_LIMITS.untrustedTriesPerPhonePerDay && !first) throw tooMany(OTP_MESSAGES.phoneSpent);
    }
    if (this.hash(mobile, type, code) !== record.hash) {
      if (device) await kv.incr(`otp:devfail:${mobile}:${device}`, DAY);
      await this.network.failed(ip);
      throw new AppError(400, OTP_MESSAGES.wrong);
    }
    // Single use even under concurrent verifies: only the first claim of this code id wins.
    if (!(await kv.setIfAbsent(`otp:used:${record.id}`, '1', OTP_LIMITS.validityMs))) throw new AppError(400, OTP_MESSAGES.expired);
    await kv.del(`otp:code:${type}:${mobile}:${record.owner}`);
    if ((await kv.get(`otp:latest:${type}:${mobile}`))?.includes(record.id)) await kv.del(`otp:latest:${type}:${mobile}`);
    await this.network.loggedIn(ip, mobile);
  }
}
