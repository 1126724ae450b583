import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';

import type { AppConfig } from '../../config/env';
import { badRequest, notImplemented } from '../../plugins/errors';
import { SANDBOX_GOOGLE, sandboxGoogleIssuer } from './sandbox-issuer';

export interface GoogleIdentity {
  sub: string;
  email: string | null;
}

export interface GoogleConfig {
  clientId: string | undefined;
  issuer: string;
  jwksUrl: string;
  /** Keys read in-process instead of from jwksUrl (the sandbox's stand-in issuer). */
  keys?: JWTVerifyGetKey | undefined;
}

export type GoogleMode = 'google' | 'sandbox' | 'off';

/** Real Google when a client id is set; else, in the sandbox, the stand-in issuer; else off. */
export function googleModeOf(config: Pick<AppConfig, 'google' | 'sandbox'>): GoogleMode {
  if (config.google.clientId) return 'google';
  return config.sandbox ? 'sandbox' : 'off';
}

/** What the verifier trusts: Google's JWKS, or (sandbox without GOOGLE_CLIENT_ID) the stand-in issuer's keys. */
export function googleConfigOf(config: Pick<AppConfig, 'google' | 'sandbox'>): GoogleConfig {
  if (googleModeOf(config) !== 'sandbox') return config.google;
  const { clientId, issuer, jwksPath } = SANDBOX_GOOGLE;
  return { clientId, issuer, jwksUrl: `http://localhost${jwksPath}`, keys: sandboxGoogleIssuer().keySet };
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not available on this server (GOOGLE_CLIENT_ID is not set)',
  invalid: 'Google sign-in failed: the Google token is not valid; please sign in with Google again',
} as const;

/** Verifies Google ID tokens: signature against the issuer's JWKS, then aud, iss and exp. */
export class GoogleVerifier {
  private readonly jwks: JWTVerifyGetKey;

  constructor(private readonly config: GoogleConfig) {
    this.jwks = config.keys ?? createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    const { clientId, issuer } = this.config;
    if (!clientId) throw notImplemented(GOOGLE_MESSAGES.notConfigured);
    // Google signs with either form of its issuer name.
    const issuers = issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: issuers,
        audience: clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp'],
      });
      return { sub: String(payload.sub), email: typeof payload.email === 'string' ? payload.email : null };
    } catch {
      throw badRequest(GOOGLE_MESSAGES.invalid);
    }
  }
}
