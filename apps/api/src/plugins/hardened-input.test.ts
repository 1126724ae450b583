import { describe, expect, it } from 'vitest';

import { call, createTestApp, loginAs, signHeaders } from '../../test/harness';
import { MemoryKv } from '../db/kv';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('control characters are refused with a 400 naming the field, everywhere', () => {
  it('a NUL in a free-text field of a call without login (buriedPointV2) answers 400, not 500', async () => {
    const app = await createTestApp();
    const res = await call(app, 'POST', '/api/app/node/buriedPointV2', { pageId: 'home\u0000', actionId: 'tap' });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('pageId: must not contain control characters');
  });

  it('signed calls, nested fields, keys, queries and paths are guarded too', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const address = await session.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'base', maritalStatus: 'single', education: 'none', provinceId: 1, districtId: 1, address: 'Plot 5\u0000' });
    expect([address.status, address.json.msg]).toEqual([400, 'address: must not contain control characters']);
    const nested = await session.call('POST', '/api/admin/questionnaire/api/submit', { answers: [{ questionId: 'q1', value: 'a\u001b[2J' }] });
    expect([nested.status, nested.json.msg]).toEqual([400, 'answers.0.value: must not contain control characters']);
    const key = await call(app, 'POST', '/api/app/node/buriedPointV2', { pageId: 'p', actionId: 'a', ['x\u0000']: 1 });
    expect([key.status, key.json.msg]).toEqual([400, 'x\u0000: must not contain control characters']);
    const query = await call(app, 'POST', '/api/authentication/sendSmsCode/0961234567/1?x=%00');
    expect([query.status, query.json.msg]).toEqual([400, 'x: must not contain control characters']);
    const path = await call(app, 'POST', '/api/authentication/sendSmsCode/09612%0034567/1');
    expect(path.status).toBe(400);
    expect(path.json.msg).toContain('mobile');
  });
});

describe('contracts refuse the wrong type and inexact money', () => {
  it('[7] and true as ids, amounts and day numbers answer 400; 100.0000000000000001 is not K100', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    for (const planId of [[7], true]) {
      const res = await session.call('POST', '/api/order/api/extensionDetail', { planId });
      expect([res.status, res.json.msg]).toEqual([400, 'planId: must be a whole number']);
    }
    const payDay = await session.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'work', employmentType: 'student', monthlyIncome: 'below_1500', payDay: true });
    expect([payDay.status, payDay.json.msg]).toEqual([400, 'payDay: must be a whole number']);
    const trial = await session.call('POST', '/api/v4/product/productTrial', '{"amount":100.0000000000000001,"term":7}', JSON_TYPE);
    expect(trial.status).toBe(400);
    expect(trial.json.msg).toContain('amount');
    const exact = await session.call('POST', '/api/v4/product/productTrial', '{"amount":500.00,"term":7}', JSON_TYPE);
    expect(exact.status).not.toBe(400);
  });
});

describe('every answer under /api is the {code,msg,data} envelope', () => {
  it('bad URL, long path parameter, wrong method, too large, wrong type and unknown call', async () => {
    const app = await createTestApp();
    const badUrl = await call(app, 'GET', '/api/%');
    expect([badUrl.status, badUrl.json]).toEqual([400, { code: 400, msg: 'The address of this call is not valid', data: null }]);
    const long = await call(app, 'POST', `/api/authentication/sendSmsCode/${'9'.repeat(5000)}/1`);
    expect([long.status, long.json.code, long.json.data]).toEqual([400, 400, null]);
    expect(long.json.msg).toContain('mobile');
    const method = await call(app, 'GET', '/api/authentication/mobileLogin');
    expect([method.status, method.json.code, method.headers.allow]).toEqual([405, 405, 'POST']);
    const large = await call(app, 'POST', '/api/app/node/buriedPointV2', JSON.stringify({ pageId: 'x'.repeat(100_000), actionId: 'a' }), JSON_TYPE);
    expect([large.status, large.json]).toEqual([413, { code: 413, msg: 'The request body is too large', data: null }]);
    const type = await call(app, 'POST', '/api/app/node/buriedPointV2', '<pageId>x</pageId>', { 'content-type': 'application/xml' });
    expect([type.status, type.json.code, type.json.data]).toEqual([415, 415, null]);
    expect(type.json.msg).not.toContain('FST_');
    const unknown = await call(app, 'GET', '/api/nothing/here');
    expect([unknown.status, unknown.json.code]).toEqual([404, 404]);
    for (const res of [badUrl, long, method, large, type, unknown]) expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('authenticate first, then validate, then remember the nonce', () => {
  it('an unauthenticated call gets 401 whatever its body, and a large body is never parsed', async () => {
    const app = await createTestApp();
    const bad = await call(app, 'POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 'nope' });
    expect([bad.status, bad.json.code]).toEqual([401, 401]);
    // 7 MB of invalid JSON: parsed, it would answer 400; refused on the headers, it answers 401.
    const huge = await call(app, 'POST', '/api/common/api/uploadBase64', `{${'x'.repeat(7 * 1024 * 1024)}`, JSON_TYPE);
    expect(huge.status).toBe(401);
  });

  // The issue measured 60,000 such requests (95 MB of nonces); the invariant is 0 writes whatever the count, so the
  // test sends 2,000 to stay under a minute on a shared machine (60,000 were run once: docs/security.md).
  it('2,000 requests with made-up tokens do not write one nonce to the replay cache', async () => {
    let nonceWrites = 0;
    class CountingKv extends MemoryKv {
      override async setIfAbsent(key: string, value: string, ttlMs: number) {
        if (key.startsWith('nonce:')) nonceWrites += 1;
        return super.setIfAbsent(key, value, ttlMs);
      }
    }
    const app = await createTestApp({}, { kv: new CountingKv() });
    const session = await loginAs(app);
    const before = nonceWrites;
    const started = Date.now();
    let refused = 0;
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => call(app, 'GET', '/api/my/getUserInfo', undefined, signHeaders(app, `made-up-${batch}-${i}`, session.uid))),
      );
      refused += answers.filter((a) => a.status === 401).length;
    }
    expect(refused).toBe(2_000);
    expect(nonceWrites - before).toBe(0);
    console.log(`made-up tokens: 2,000 refused with 401 in ${Date.now() - started} ms, 0 nonce writes`);
    // A real session still writes exactly one nonce per accepted call.
    expect((await session.call('GET', '/api/my/getUserInfo')).status).toBe(200);
    expect(nonceWrites - before).toBe(1);
  }, 300_000);
});
