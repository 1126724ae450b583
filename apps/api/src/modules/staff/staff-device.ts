import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The staff device cookie (issue 42, defect 5; OWASP's "device cookies"): after a right sign-in the browser gets
 * `pocket_staff_device`, HttpOnly, Secure, SameSite=Strict, for the sign-in path only, holding `id.mac` with
 * mac = HMAC(pepper, "staff-device:" + e-mail + id). A sign-in from a browser whose cookie proves an earlier sign-in
 * of that e-mail is counted on that device alone: strangers' wrong guesses, for the account or from the same
 * address, never make it wait. A stranger cannot make one without the server's pepper. It proves nothing else (the
 * password and the code are still checked).
 */
export const STAFF_DEVICE_COOKIE = 'pocket_staff_device';
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Accounts remembered by one browser (a desk shared by a shift); the oldest is dropped first. */
const MAX_ENTRIES = 4;
const ENTRY = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

const macOf = (pepper: string, email: string, id: string) => createHmac('sha256', pepper).update(`staff-device:${email}:${id}`).digest('base64url').slice(0, 22);

const entriesOf = (cookie: string | null) =>
  (cookie ?? '').split('~').flatMap((part) => {
    const m = ENTRY.exec(part);
    return m ? [{ id: m[1]!, mac: m[2]! }] : [];
  });

function cookieOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === STAFF_DEVICE_COOKIE) return part.slice(at + 1).trim();
  }
  return null;
}

/** The device id when the request's cookie proves an earlier sign-in of `email` on this browser, else null. */
export function knownDeviceOf(pepper: string, email: string, req: FastifyRequest): string | null {
  for (const { id, mac } of entriesOf(cookieOf(req))) {
    const expected = Buffer.from(macOf(pepper, email, id));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return null;
}

/** Sets the cookie after a right sign-in (or enrolment) of `email`: its entry first, others kept. Fastify appends Set-Cookie. */
export function rememberDevice(pepper: string, email: string, req: FastifyRequest, reply: FastifyReply): void {
  const id = knownDeviceOf(pepper, email, req) ?? randomBytes(12).toString('base64url');
  const others = entriesOf(cookieOf(req)).filter((e) => e.id !== id);
  const value = [{ id, mac: macOf(pepper, email, id) }, ...others]
    .slice(0, MAX_ENTRIES)
    .map((e) => `${e.id}.${e.mac}`)
    .join('~');
  reply.header('set-cookie', `${STAFF_DEVICE_COOKIE}=${value}; Path=/api/staff/session; Max-Age=${DEVICE_TTL_MS / 1000}; HttpOnly; Secure; SameSite=Strict`);
}
