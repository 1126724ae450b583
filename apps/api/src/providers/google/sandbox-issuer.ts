import { createHash, randomUUID } from 'node:crypto';

import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';

/** The stand-in Google of the sandbox: its own audience and issuer, never Google's. */
export const SANDBOX_GOOGLE = {
  clientId: 'pocket-sandbox.apps.localhost',
  issuer: 'https://sandbox-google.pocket.local',
  signInPath: '/dev/google/sign-in',
  jwksPath: '/dev/google/jwks',
} as const;

const TOKEN_TTL_SECONDS = 10 * 60;

/**
 * Sandbox only: signs Google-shaped ID tokens (RS256, a key pair generated at start) for an e-mail the tester types,
 * and publishes the public key as a JWKS. The same e-mail always gets the same `sub`, so it is the same account.
 */
export class SandboxGoogleIssuer {
  private readonly kid = randomUUID();
  private readonly keys = generateKeyPair('RS256', { extractable: true });
  private jwksPromise: Promise<JSONWebKeySet> | null = null;

  jwks(): Promise<JSONWebKeySet> {
    this.jwksPromise ??= this.keys.then(async ({ publicKey }) => ({
      keys: [{ ...(await exportJWK(publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' }],
    }));
    return this.jwksPromise;
  }

  /** The key resolver the Google verifier uses for sandbox tokens (the published JWKS, read in-process). */
  readonly keySet: JWTVerifyGetKey = async (header, token) => createLocalJWKSet(await this.jwks())(header, token);

  async issue(email: string, nowMs: number): Promise<string> {
    const { privateKey } = await this.keys;
    const normalized = email.trim().toLowerCase();
    const iat = Math.floor(nowMs / 1000);
    return new SignJWT({ email: normalized, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setSubject(`sandbox-${createHash('sha256').update(normalized).digest('hex').slice(0, 24)}`)
      .setIssuer(SANDBOX_GOOGLE.issuer)
      .setAudience(SANDBOX_GOOGLE.clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_SECONDS)
      .sign(privateKey);
  }
}

let shared: SandboxGoogleIssuer | null = null;

/** One issuer per server process: the sign-in page signs with it and the verifier trusts it. */
export function sandboxGoogleIssuer(): SandboxGoogleIssuer {
  shared ??= new SandboxGoogleIssuer();
  return shared;
}
