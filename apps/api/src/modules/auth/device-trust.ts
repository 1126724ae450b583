import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

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

const macOf = (pepper: string, mobile: string, id: string) =>
  createHmac('sha256', pepper).update(`device:${mobile}:${id}`).digest('base64url').slice(0, 22);

const entriesOf = (cookie: string | null | undefined) =>
  (cookie ?? '').split('~').flatMap((part) => {
    const m = ENTRY.exec(part);
    return m ? [{ id: m[1]!, mac: m[2]! }] : [];
  });

/** The device id when the cookie proves an earlier login of this phone on this browser, else null. */
export function trustedDeviceId(pepper: string, mobile: string, cookie: string | null | undefined): string | null {
  for (const { id, mac } of entriesOf(cookie)) {
    const expected = Buffer.from(macOf(pepper, mobile, id));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return null;
}

/** The cookie value after a login of `mobile`: its entry first (kept when valid, new otherwise), others after. */
export function withTrustedDevice(pepper: string, mobile: string, cookie: string | null | undefined): string {
  const id = trustedDeviceId(pepper, mobile, cookie) ?? randomBytes(12).toString('base64url');
  const others = entriesOf(cookie).filter((e) => e.id !== id);
  return [{ id, mac: macOf(pepper, mobile, id) }, ...others]
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
export function trustThisDevice(req: FastifyRequest, reply: FastifyReply, mobile: string): void {
  const { otpPepper, env } = req.server.appConfig;
  reply.header('set-cookie', deviceCookieHeader(withTrustedDevice(otpPepper, mobile, requestDeviceCookie(req)), env === 'production'));
}
