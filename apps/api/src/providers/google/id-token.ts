import { createRemoteJWKSet, jwtVerify } from 'jose';

import { badRequest, notImplemented } from '../../plugins/errors';

export interface GoogleIdentity {
  sub: string;
  email: string | null;
}

export interface GoogleConfig {
  clientId: string | undefined;
  issuer: string;
  jwksUrl: string;
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not available on this server (GOOGLE_CLIENT_ID is not set)',
  invalid: 'Google sign-in failed: the Google token is not valid; please sign in with Google again',
} as const;

/** Verifies Google ID tokens: signature against the issuer's JWKS, then aud, iss and exp. */
export class GoogleVerifier {
  private readonly jwks;

  constructor(private readonly config: GoogleConfig) {
    this.jwks = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
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
