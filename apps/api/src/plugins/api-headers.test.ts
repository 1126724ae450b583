import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, loginAs, uniqueMobile } from '../../test/harness';
import { registeredRoutes } from '../../test/routes';

const JSON_TYPE = { 'content-type': 'application/json' };
/** The /api answers with their own caching, the same for everyone: the activity artwork (a public SVG) and the web texts' corrections. */
const PUBLIC_ARTWORK = '/api/v1/activity/media/:name';
const WEB_TEXTS = '/api/texts/web';
const OWN_CACHING: Record<string, string> = { [PUBLIC_ARTWORK]: 'public, max-age=86400', [WEB_TEXTS]: 'public, max-age=60' };

function expectApiHeaders(what: string, headers: Record<string, unknown>, cacheControl = 'no-store') {
  expect(headers['cache-control'], `${what}: Cache-Control`).toBe(cacheControl);
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['strict-transport-security'], `${what}: Strict-Transport-Security`).toBe('max-age=31536000; includeSubDomains');
}

describe('every /api answer says no-store, nosniff and HSTS', () => {
  it('on every registered /api route, signed and unsigned, whatever the status', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const routes = registeredRoutes(app).filter(([method, path]) => path.startsWith('/api') && method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    const statuses = new Map<number, number>();
    for (const [method, path] of routes) {
      const url = path === WEB_TEXTS ? `${WEB_TEXTS}?lang=bem` : path.replace(':name', 'wheel.svg').replace(/:\w+/g, '1').replace('*', 'x');
      for (const headers of [session.signedHeaders(), {}]) {
        const res = await call(app, method as 'GET', url, method === 'GET' ? undefined : {}, headers);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expectApiHeaders(`${method} ${url} (${res.status})`, res.headers, res.status === 200 ? (OWN_CACHING[path] ?? 'no-store') : 'no-store');
      }
    }
    console.log(`[api headers] ${routes.length} routes × 2 (signed, unsigned): answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 120_000);

  it('on the login answer, getUserInfo and every refusal (400, 401, 404, 405, 413, 415)', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const info = await session.call('GET', '/api/my/getUserInfo');
    expect(info.status).toBe(200);
    const answers = {
      getUserInfo: info,
      'bad URL': await call(app, 'GET', '/api/%'),
      'bad body': await call(app, 'POST', '/api/authentication/mobileLogin', { mobile: 'x' }),
      'bad JSON': await call(app, 'POST', '/api/app/node/buriedPointV2', '{', JSON_TYPE),
      unauthenticated: await call(app, 'GET', '/api/my/getUserInfo'),
      unknown: await call(app, 'GET', '/api/nothing/here'),
      'wrong method': await call(app, 'GET', '/api/authentication/mobileLogin'),
      'too large': await call(app, 'POST', '/api/app/node/buriedPointV2', JSON.stringify({ pageId: 'x'.repeat(100_000), actionId: 'a' }), JSON_TYPE),
      'wrong type': await call(app, 'POST', '/api/app/node/buriedPointV2', '<x/>', { 'content-type': 'application/xml' }),
    };
    expect(Object.values(answers).map((a) => a.status)).toEqual([200, 400, 400, 400, 401, 404, 405, 413, 415]);
    for (const [what, res] of Object.entries(answers)) expectApiHeaders(what, res.headers);
    // The login answer itself, with its token.
    const mobile = uniqueMobile();
    expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, { remoteAddress: '10.9.8.7' })).status).toBe(200);
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: await latestCode(app, mobile) });
    expect([login.status, typeof login.json.data.token]).toEqual([200, 'string']);
    expectApiHeaders('mobileLogin', login.headers);
  }, 60_000);
});
