import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface UssdSourceRules {
  /** The callback URL's ?secret=; undefined: the callback is closed, except in the sandbox (no secret needed). */
  secret: string | undefined;
  /** Addresses or CIDR ranges the gateway calls from; empty: any address. */
  allowedIps: string[];
  sandbox: boolean;
}

export type SourceVerdict = { ok: true } | { ok: false; why: string };

/** Builds the allow-list once at start-up; a malformed entry stops it, naming the entry. */
function allowList(entries: string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? null : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))) {
      throw new Error(`Invalid configuration: USSD_ALLOWED_IPS has "${entry}", which is not an IP address or CIDR range`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

const sameSecret = (given: string, secret: string) => given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/**
 * Is this request from the USSD gateway: its address is on the allow-list (when there is one) and the URL carries the
 * shared secret (when one is set). Outside the sandbox the callback stays closed until USSD_SECRET is set.
 */
export function ussdSourceCheck(rules: UssdSourceRules): (ip: string, secret: string | undefined) => SourceVerdict {
  const list = allowList(rules.allowedIps);
  return (ip, given) => {
    if (list) {
      const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
      const address = v4mapped ?? ip;
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (!isIP(address) || !list.check(address, family)) return { ok: false, why: 'address not on USSD_ALLOWED_IPS' };
    }
    if (rules.secret === undefined) return rules.sandbox ? { ok: true } : { ok: false, why: 'USSD_SECRET is not set' };
    if (!sameSecret(given ?? '', rules.secret)) return { ok: false, why: 'wrong or missing secret' };
    return { ok: true };
  };
}
