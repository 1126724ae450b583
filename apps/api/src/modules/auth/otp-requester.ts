import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { cookieValue } from './device-trust';

/**
 * The browser that asked for a code (issue 34): sendSmsCode gives it `pocket_otp`, an HttpOnly, SameSite=Strict cookie
 * for /api holding `id.HMAC(OTP_PEPPER, id)`, and the code is stored for (type, phone, that id). mobileLogin with the
 * cookie checks that browser's own code only, so strangers' guesses only ever reach codes they asked for. Stateless
 * like device-trust.ts: valid on every process, impossible to make without the pepper.
 */
export const REQUESTER_COOKIE = 'pocket_otp';
/** A day: long enough for any login, short enough not to follow a browser around. */
export const REQUESTER_COOKIE_MS = 24 * 3600 * 1000;
const VALUE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;

const macOf = (pepper: string, id: string) => createHmac('sha256', pepper).update(`otp-requester:${id}`).digest('base64url').slice(0, 22);

/** The requester id a cookie value proves, or null (absent, malformed or forged). */
export function requesterIdOf(pepper: string, value: string | null | undefined): string | null {
  const m = VALUE.exec(value ?? '');
  if (!m) return null;
  const expected = Buffer.from(macOf(pepper, m[1]!));
  const given = Buffer.from(m[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? m[1]! : null;
}

/** A new requester: its id and the cookie value that proves it. */
export function newRequester(pepper: string): { id: string; value: string } {
  const id = randomBytes(12).toString('base64url');
  return { id, value: `${id}.${macOf(pepper, id)}` };
}

export function requesterCookieHeader(value: string, secure: boolean): string {
  return `${REQUESTER_COOKIE}=${value}; Path=/api; Max-Age=${REQUESTER_COOKIE_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The requester cookie a request carries (unchecked), or null. */
export const requestRequesterCookie = (req: FastifyRequest): string | null => cookieValue(req.headers.cookie, REQUESTER_COOKIE);
