import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { call, createTestApp, loginAs } from '../../test/harness';

const ROUTES: Array<[string, string]> = [
  ['POST', '/api/authentication/mobileLogin'],
  ['POST', '/api/v1/user-third-info/bind-check'],
  ['POST', '/api/user/auth/api/addOrUpdateUserOcrInfoV3'],
  ['POST', '/api/user/auth/api/addOrUpdateUserAuthInfo'],
  ['POST', '/api/admin/questionnaire/api/submit'],
  ['POST', '/api/common/api/uploadBase64'],
  ['POST', '/api/app/node/buriedPointV2'],
  ['POST', '/api/user/grab/info/api/addUserGrabInfoToRisk'],
];

const FIELDS = ['mobile', 'captcha', 'authCode', 'thirdType', 'type', 'info', 'content', 'answers', 'nrcNumber', 'provinceId', 'pageId', 'actionId'];
const bodyArb = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }))),
);

describe('schema fuzz: random bodies on every body-taking call', () => {
  it('never answer 5xx, and refuse anything that is not a valid body with a 4xx envelope', async () => {
    const app = await createTestApp({ google: { clientId: 'fuzz', issuer: 'http://127.0.0.1:9', jwksUrl: 'http://127.0.0.1:9/certs' } });
    const session = await loginAs(app);
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), bodyArb, async ([method, url], body) => {
        const res = await call(app, method as 'POST', url, JSON.stringify(body), { ...session.signedHeaders(), 'content-type': 'application/json' });
        requests += 1;
        expect(res.status, `${url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
        expect(res.json.code).toBe(res.status);
        if (body === null || typeof body !== 'object' || Array.isArray(body)) expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 300 },
    );
    console.log(`schema fuzz: ${requests} requests, 0 answers of 5xx`);
  }, 120_000);
});
