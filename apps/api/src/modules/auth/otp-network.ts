import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { KvStore } from '../../db/kv';
import { tooMany } from '../../plugins/errors';
import { OTP_MESSAGES } from './otp.texts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/**
 * Per-network (client IP) limits of the SMS codes (issue 34): on Zambian mobile data many subscribers share one
 * carrier NAT address, so a network is never refused outright. It counts wrong codes (not sends), and its allowance
 * grows with its history: each distinct number that logged in from it with a code in the last 7 days adds 2 wrong
 * codes per hour. An address over its allowance (wrong codes, or sends far above its history) is anomalous: its
 * sendSmsCode and mobileLogin calls then need a proof of work, which everyone behind it can still give.
 */
export const NETWORK_LIMITS = {
  /** Wrong codes per address per hour before a proof of work is asked ... */
  failuresPerHour: 30,
  /** ... plus this per distinct number that logged in from the address in the last 7 days ... */
  bonusPerLoggedInNumber: 2,
  /** ... up to this bonus (a NAT address of 485 regular borrowers: 1,000 wrong codes per hour). */
  bonusCap: 970,
  historyMs: 7 * DAY,
  /** Codes asked per address per hour (plus the same bonus) before a proof of work is asked (OTP_IP_HOURLY_CAP). */
  sendsPerHour: 30,
  /** Leading zero bits of sha256(challenge + counter): 2^16 = 65,536 hashes on average, about a second on a cheap phone. */
  powBits: 16,
  /** A challenge is valid this long, for one call, from the address it was given to. */
  powValidityMs: 2 * 60 * SECOND,
} as const;

/** The header that carries a solved challenge: `<challenge>.<counter>`. */
export const POW_HEADER = 'x-pocket-pow';

export interface NetworkDeps {
  kv: KvStore;
  pepper: string;
  now: () => number;
  /** Overrides NETWORK_LIMITS.sendsPerHour (config OTP_IP_HOURLY_CAP). */
  sendsPerHour?: number;
  /** Overrides NETWORK_LIMITS.powBits (tests make it cheap). */
  powBits?: number;
}

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export class NetworkLimits {
  constructor(private readonly deps: NetworkDeps) {}

  private async count(key: string) {
    return Number((await this.deps.kv.get(key)) ?? 0);
  }

  /** Extra wrong codes and sends per hour the address earned with its logins of the last 7 days. */
  async bonus(ip: string) {
    return Math.min(NETWORK_LIMITS.bonusCap, NETWORK_LIMITS.bonusPerLoggedInNumber * (await this.count(`net:good:${ip}`)));
  }

  async anomalous(ip: string) {
    const bonus = await this.bonus(ip);
    if ((await this.count(`net:fail:${ip}`)) >= NETWORK_LIMITS.failuresPerHour + bonus) return true;
    return (await this.count(`net:sends:${ip}`)) >= (this.deps.sendsPerHour ?? NETWORK_LIMITS.sendsPerHour) + bonus;
  }

  private mac(ip: string, rest: string) {
    return createHmac('sha256', this.deps.pepper).update(`pow:${ip}:${rest}`).digest('base64url').slice(0, 16);
  }

  /** A challenge bound to the address: `expiry.bits.nonce.mac`. */
  challenge(ip: string) {
    const bits = this.deps.powBits ?? NETWORK_LIMITS.powBits;
    const rest = `${(this.deps.now() + NETWORK_LIMITS.powValidityMs).toString(36)}.${bits}.${randomBytes(9).toString('base64url')}`;
    return { challenge: `${rest}.${this.mac(ip, rest)}`, difficulty: bits };
  }

  /** A solved challenge of this address, unexpired, used once, at the difficulty asked now. */
  private async solved(ip: string, header: string) {
    const m = /^([0-9a-z]{1,12})\.(\d{1,2})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{16})\.(\d{1,15})$/.exec(header);
    if (!m) return false;
    const [, expiry, bits, nonce, mac, counter] = m;
    const rest = `${expiry}.${bits}.${nonce}`;
    const expected = Buffer.from(this.mac(ip, rest));
    if (!timingSafeEqual(Buffer.from(mac!), expected)) return false;
    if (parseInt(expiry!, 36) < this.deps.now() || Number(bits) < (this.deps.powBits ?? NETWORK_LIMITS.powBits)) return false;
    if (leadingZeroBits(createHash('sha256').update(`${rest}.${mac}${counter}`).digest()) < Number(bits)) return false;
    return this.deps.kv.setIfAbsent(`net:powused:${nonce}`, '1', NETWORK_LIMITS.powValidityMs);
  }

  /** Lets the call through, or asks for a proof of work (429 with data.pow) when the address is anomalous. */
  async gate(ip: string, pow: string | null | undefined) {
    if (!(await this.anomalous(ip))) return;
    if (pow && (await this.solved(ip, pow))) return;
    throw tooMany(pow ? OTP_MESSAGES.powInvalid : OTP_MESSAGES.powNeeded, { pow: this.challenge(ip) });
  }

  async sent(ip: string) {
    await this.deps.kv.incr(`net:sends:${ip}`, HOUR);
  }

  async failed(ip: string) {
    await this.deps.kv.incr(`net:fail:${ip}`, HOUR);
  }

  /** A number logged in with its code from the address: counted once per 7 days in the address's history. */
  async loggedIn(ip: string, mobile: string) {
    const { kv } = this.deps;
    if (await kv.setIfAbsent(`net:login:${ip}:${mobile}`, '1', NETWORK_LIMITS.historyMs)) await kv.incr(`net:good:${ip}`, NETWORK_LIMITS.historyMs);
  }
}
