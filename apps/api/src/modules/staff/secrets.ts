import { createHash, randomBytes } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

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

/** A temporary password shown once: 16 characters from an alphabet without look-alikes. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}

export const newTotpSecret = () => generateSecret();

/** RFC 6238: 30 s steps, 6 digits; one step either side is accepted for clock drift. */
export function totpMatches(secret: string, code: string, nowMs: number): boolean {
  try {
    return verifySync({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: 30 }).valid;
  } catch {
    return false;
  }
}

export const totpNow = (secret: string, nowMs: number) => generateSync({ secret, epoch: Math.floor(nowMs / 1000) });

export const otpauthUrl = (email: string, secret: string) => generateURI({ issuer: 'Pocket staff', label: email, secret });

/** Session tokens: 256 random bits in the cookie, their SHA-256 in the table. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The CSRF token of a session, derived from its token (never stored; the cookie is unreadable to scripts). */
export const csrfTokenOf = (sessionToken: string) => createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
