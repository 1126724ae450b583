import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A local stand-in for Google's token issuer: serves a JWKS over HTTP (as https://www.googleapis.com/oauth2/v3/certs
 * does) and signs ID tokens with its key. `forge` signs with a key that is NOT in the JWKS.
 */
export async function startFakeGoogle(clientId = 'pocket-test.apps.googleusercontent.com') {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = base;

  interface Claims {
    sub?: string;
    email?: string;
    aud?: string;
    iss?: string;
    /** seconds from now */
    expiresIn?: number;
  }
  const sign = (key: Parameters<SignJWT['sign']>[0], c: Claims) =>
    new SignJWT({ email: c.email ?? 'mwila@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setSubject(c.sub ?? '1234567890')
      .setIssuer(c.iss ?? issuer)
      .setAudience(c.aud ?? clientId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (c.expiresIn ?? 3600))
      .sign(key);

  return {
    config: { clientId, issuer, jwksUrl: `${base}/oauth2/v3/certs` },
    token: (c: Claims = {}) => sign(privateKey, c),
    forge: (c: Claims = {}) => sign(stranger.privateKey, c),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
