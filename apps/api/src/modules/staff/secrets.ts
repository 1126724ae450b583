import { createHash, randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateSync, generateURI } from 'otplib';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* Algorithm.Argon2id (a const enum) */ });

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
let decoy: Promise<string> | null = null;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export const newTotpSecret = () => generateSecret();

export const TOTP_STEP_MS = 30_000;
export const totpStepAt = (nowMs: number) => Math.floor(nowMs / TOTP_STEP_MS);
const codeOfStep = (secret: string, step: number) => generateSync({ secret, epoch: step * (TOTP_STEP_MS / 1000) });

/**
 * RFC 6238: 30 s steps, 6 digits; one step either side is accepted for clock drift. Answers the step the code belongs
 * to (the caller refuses a step already used: RFC 6238 section 5.2), or null when it matches none.
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStepAt(nowMs);
  try {
    for (const step of [current - 1, current, current + 1]) if (codeOfStep(secret, step) === code) return step;
  } catch {
    return null;
  }
  return null;
}

/**
 * The code the server would take next for an account whose last used step is `lastStep` (the sandbox's feed and the
 * tests): the current step's, or the next one's when the current step is used; `usableInMs` > 0 when both are used.
 */
export function nextUsableCode(secret: string, lastStep: number | null, nowMs: number): { code: string; usableInMs: number } {
  const current = totpStepAt(nowMs);
  const step = Math.max(current, (lastStep ?? -Infinity) + 1);
  const usableInMs = step <= current + 1 ? 0 : (step - 1) * TOTP_STEP_MS - nowMs;
  return { code: codeOfStep(secret, step), usableInMs };
}

export const totpNow = (secret: string, nowMs: number) => generateSync({ secret, epoch: Math.floor(nowMs / 1000) });

export const otpauthUrl = (email: string, secret: string) => generateURI({ issuer: 'Pocket staff', label: email, secret });

/** Session tokens: 256 random bits in the cookie, their SHA-256 in the table. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The CSRF token of a session, derived from its token (never stored; the cookie is unreadable to scripts). */
export const csrfTokenOf = (sessionToken: string) => createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
