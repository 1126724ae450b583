import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeGoogle } from '../../../test/fake-google';
import { call, createTestApp, latestCode, uniqueMobile } from '../../../test/harness';
import type { App } from '../../app';
import { GOOGLE_MESSAGES } from '../../providers/google/id-token';
import { SANDBOX_GOOGLE } from '../../providers/google/sandbox-issuer';

let app: App;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  app = await createTestApp();
  google = await startFakeGoogle(SANDBOX_GOOGLE.clientId);
});
afterAll(() => google.close());

/** Goes through the stand-in page as a browser would and answers the ID token from the redirect's fragment. */
async function signIn(email: string, returnTo = '/home') {
  const res = await app.inject({ method: 'GET', url: `/dev/google/authorize?email=${encodeURIComponent(email)}&return_to=${encodeURIComponent(returnTo)}` });
  expect(res.statusCode).toBe(302);
  const [path, fragment] = String(res.headers.location).split('#');
  expect(path).toBe(returnTo);
  return new URLSearchParams(fragment).get('google_id_token')!;
}

const bindCheck = (authCode: string) => call(app, 'POST', '/api/v1/user-third-info/bind-check', { authCode, thirdType: 1, deviceType: 4 });

describe('sandbox stand-in Google issuer', () => {
  it('GET /api/authentication/googleConfig says sandbox with the stand-in page when GOOGLE_CLIENT_ID is unset', async () => {
    expect((await call(app, 'GET', '/api/authentication/googleConfig')).json.data).toEqual({
      mode: 'sandbox',
      clientId: SANDBOX_GOOGLE.clientId,
      signInUrl: '/dev/google/sign-in',
    });
    const off = await createTestApp({ sandbox: false });
    expect((await call(off, 'GET', '/api/authentication/googleConfig')).json.data).toEqual({ mode: 'off', clientId: null, signInUrl: null });
    const real = await createTestApp({ google: { clientId: 'real.apps.googleusercontent.com', issuer: 'https://accounts.google.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' } });
    expect((await call(real, 'GET', '/api/authentication/googleConfig')).json.data).toMatchObject({ mode: 'google', clientId: 'real.apps.googleusercontent.com' });
  });

  it('the sign-in page asks for an e-mail and comes back to the app path', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/google/sign-in?return_to=/home?x=1' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('type="email"');
    expect(page.body).toContain('value="/home?x=1"');
  });

  it('publishes its RS256 public key as a JWKS', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/google/jwks' });
    const { keys } = res.json() as { keys: Array<Record<string, string>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('a token for a new e-mail is verified and not bound; binding a phone logs in; the same e-mail then logs in alone', async () => {
    const email = `tester-${uniqueMobile()}@example.com`;
    const token = await signIn(email);
    expect((await bindCheck(token)).json).toEqual({ code: 200, msg: 'ok', data: { bind: false } });
    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const captcha = await latestCode(app, mobile);
    const bound = await call(app, 'POST', '/api/authentication/mobileLogin', { authCode: token, thirdType: 1, deviceType: 4, mobile, captcha });
    expect(bound.json.data).toMatchObject({ appRedirectStatus: 1 });
    const again = await signIn(email.toUpperCase());
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { authCode: again, thirdType: 1, deviceType: 4 });
    expect(login.json.data).toMatchObject({ id: bound.json.data.id, appRedirectStatus: 0 });
  });

  it('trusts only its own keys: a token signed by another key with the same issuer and audience is refused', async () => {
    const forged = await google.token({ iss: SANDBOX_GOOGLE.issuer, aud: SANDBOX_GOOGLE.clientId });
    expect((await bindCheck(forged)).json).toEqual({ code: 400, msg: GOOGLE_MESSAGES.invalid, data: null });
  });

  it('refuses a bad e-mail (400 naming the field) and a return_to off this site', async () => {
    const bad = await app.inject({ method: 'GET', url: '/dev/google/authorize?email=nope&return_to=/home' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('email');
    for (const to of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com']) {
      const res = await app.inject({ method: 'GET', url: `/dev/google/authorize?email=a@b.co&return_to=${encodeURIComponent(to)}` });
      expect(res.statusCode, to).toBe(400);
    }
  });

  it('is not served outside the sandbox', async () => {
    const off = await createTestApp({ sandbox: false });
    expect((await off.inject({ method: 'GET', url: '/dev/google/jwks' })).statusCode).toBe(404);
  });
});
