import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { KvStore } from '../../db/kv';

/**
 * Trusted devices (OWASP's "device cookies"): a browser that once logged in a phone with its SMS code carries a
 * proof of it, so wrong codes typed by strangers elsewhere never stop it (issue 16). The proof is stateless and
 * works across processes: `id.mac` with mac = HMAC(pepper, phone + id), one entry per phone, in an HttpOnly cookie
 * that only /api calls of this origin send. A stranger cannot make one without the server's pepper.
 */
export const DEVICE_COOKIE = 'pocket_device';
export const DEVICE_TRUST_MS = 365 * 24 * 3600 * 1000;
/** Phones remembered by one browser (a shared family phone); the oldest entry is dropped first. */
const MAX_ENTRIES = 4;
const ENTRY = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

/**
 * The MAC covers the phone's device generation: staff's "reset trusted devices" raises it, and every cookie made
 * before no longer proves anything (generation 0 keeps the form cookies had before generations existed).
 */
const macOf = (pepper: string, mobile: string, id: string, generation: number) =>
  createHmac('sha256', pepper).update(generation === 0 ? `device:${mobile}:${id}` : `device:${mobile}:${generation}:${id}`).digest('base64url').slice(0, 22);

const generationKey = (mobile: string) => `device:gen:${mobile}`;

/** The phone's device generation (0 until a reset), from the shared key-value store. */
export async function deviceGeneration(kv: KvStore, mobile: string): Promise<number> {
  return Number((await kv.get(generationKey(mobile))) ?? 0);
}

/** Forgets every trusted device of a phone (kept as long as a device cookie lives). */
export async function forgetTrustedDevices(kv: KvStore, mobile: string): Promise<void> {
  await kv.incr(generationKey(mobile), DEVICE_TRUST_MS);
}

const entriesOf = (cookie: string | null | undefined) =>
  (cookie ?? '').split('~').flatMap((part) => {
    const m = ENTRY.exec(part);
    return m ? [{ id: m[1]!, mac: m[2]! }] : [];
  });

/** The device id when the cookie proves an earlier login of this phone on this browser, else null. */
export function trustedDeviceId(pepper: string, mobile: string, cookie: string | null | undefined, generation = 0): string | null {
  for (const { id, mac } of entriesOf(cookie)) {
    const expected = Buffer.from(macOf(pepper, mobile, id, generation));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return null;
}

/** The cookie value after a login of `mobile`: its entry first (kept when valid, new otherwise), others after. */
export function withTrustedDevice(pepper: string, mobile: string, cookie: string | null | undefined, generation = 0): string {
  const id = trustedDeviceId(pepper, mobile, cookie, generation) ?? randomBytes(12).toString('base64url');
  const others = entriesOf(cookie).filter((e) => e.id !== id);
  return [{ id, mac: macOf(pepper, mobile, id, generation) }, ...others]
    .slice(0, MAX_ENTRIES)
    .map((e) => `${e.id}.${e.mac}`)
    .join('~');
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | string[] | undefined, name: string): string | null {
  const raw = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of raw.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The Set-Cookie header: HttpOnly, SameSite=Strict, only for /api, Secure in production. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api; Max-Age=${DEVICE_TRUST_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The trusted-device cookie a request carries, or null. */
export const requestDeviceCookie = (req: FastifyRequest): string | null => cookieValue(req.headers.cookie, DEVICE_COOKIE);

/** After a login proven by the SMS (code or link): this browser becomes a trusted device of the phone. */
export async function trustThisDevice(req: FastifyRequest, reply: FastifyReply, mobile: string): Promise<void> {
  const { otpPepper, env } = req.server.appConfig;
  const generation = await deviceGeneration(req.server.kv, mobile);
  reply.header('set-cookie', deviceCookieHeader(withTrustedDevice(otpPepper, mobile, requestDeviceCookie(req), generation), env === 'production'));
}
