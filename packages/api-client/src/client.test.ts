// @vitest-environment node
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loginSucceeded } from '@pocket/app-core/app-state';

import { ApiError } from './api-error';
import { resetBootAnswers } from './boot-answers';
import { apiRequest, configureApiClient, http, NETWORK_ERROR_MSG } from './client';
import { createPocketStore } from './store';
import { startTestServer } from './test-server';
import type { Answer, SeenRequest } from './test-server';

let script: (request: SeenRequest) => Answer = () => ({ status: 200, body: { code: 200, msg: 'ok', data: null } });
let server: Awaited<ReturnType<typeof startTestServer>>;
// The slow calls go to a server of their own: a request a test abandons can reach its server after that test has
// ended (late on a loaded machine), and must not show up in a later test's record of what was sent.
let slowServer: Awaited<ReturnType<typeof startTestServer>>;
const toasts: { kind: 'show' | 'fail'; message: string }[] = [];
let store = createPocketStore();

const answer = (code: number, msg = `msg ${code}`, data: unknown = null, status = 200): void => {
  script = () => ({ status, body: { code, msg, data } });
};

beforeAll(async () => {
  server = await startTestServer((request) => script(request));
  slowServer = await startTestServer(() => ({ delayMs: 2_000 }));
});
afterAll(async () => {
  await server.close();
  await slowServer.close();
});
beforeEach(() => {
  store = createPocketStore();
  toasts.length = 0;
  server.seen.length = 0;
  configureApiClient({
    store,
    baseURL: `${server.origin}/api`,
    toaster: { show: (message) => toasts.push({ kind: 'show', message }), fail: (message) => toasts.push({ kind: 'fail', message }) },
  });
  answer(200, 'ok', { hello: 'world' });
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('one HTTP client (docs/product.md#calls and docs/product.md#business-constants)', () => {
  it('uses base /api and a 120000 ms timeout', () => {
    expect(http.defaults.timeout).toBe(120000);
    const fresh = createPocketStore();
    configureApiClient({ store: fresh });
    expect(http.defaults.baseURL).toBe('/api');
  });

  it('a call that outlasts the time-out fails with the network toast', async () => {
    http.defaults.timeout = 100;
    http.defaults.baseURL = `${slowServer.origin}/api`;
    try {
      await expect(apiRequest({ url: '/slow' })).rejects.toMatchObject({ code: 0, msg: NETWORK_ERROR_MSG, toastShown: true });
    } finally {
      http.defaults.timeout = 120_000;
    }
    expect(toasts).toEqual([{ kind: 'fail', message: NETWORK_ERROR_MSG }]);
  });

  it('a call its caller aborts rejects without a toast', async () => {
    http.defaults.baseURL = `${slowServer.origin}/api`;
    const controller = new AbortController();
    const call = apiRequest({ url: '/slow', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'CanceledError', message: 'canceled' });
    expect(toasts).toEqual([]);
  });

  it('sends a JSON body with its content type, and none without data', async () => {
    await apiRequest({ url: '/with', data: { planId: 500, ids: [1, 2] } });
    await apiRequest({ url: '/without', method: 'GET' });
    expect(server.seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ planId: 500, ids: [1, 2] });
    expect(server.seen[1]!.headers['content-type']).toBeUndefined();
    expect(server.seen[1]!.body).toBe('');
  });

  it('a quick-repay call carries its token, and its 401 neither logs out nor opens the login panel', async () => {
    store.dispatch(loginSucceeded({ token: 'tok-1', id: 1 }));
    answer(401, 'Verification expired');
    await expect(apiRequest({ url: '/api/h5/quickRepay/info', quickRepayToken: 'qp-1' })).rejects.toMatchObject({ code: 401, toastShown: false });
    expect(server.seen[0]!.headers['x-quick-repay-token']).toBe('qp-1');
    expect(store.getState().appState.token).toBe('tok-1');
    expect(store.getState().overlays.login).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('sends the default headers from the app state on every call', async () => {
    await apiRequest({ url: '/index/x' });
    const { headers, url, method } = server.seen[0]!;
    expect({ url, method }).toEqual({ url: '/api/index/x', method: 'POST' });
    expect(headers).toMatchObject({
      appname: 'Pocket',
      appversioncode: '1016',
      'x-tenantid': 'tenant_23',
      lang: 'en',
      devicebrand: store.getState().appState.device,
      appchannelcode: 'h5',
    });
    expect(headers.token).toBeUndefined();
    expect(headers.sign).toBeUndefined();
  });

  it('signs token-flagged calls: uid, 6-alphanumeric nonce, ms timestamp, sign = md5(uid+nonce+timestamp), token', async () => {
    store.dispatch(loginSucceeded({ token: 'tok-1', id: 1 }));
    const before = Date.now();
    await apiRequest({ url: '/my/getUserInfo', method: 'GET', needsToken: true });
    const headers = server.seen[0]!.headers as Record<string, string>;
    expect(headers.uid).toBe(store.getState().appState.uid);
    expect(headers.nonce).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(Number(headers.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(headers.timestamp)).toBeLessThanOrEqual(Date.now());
    expect(headers.sign).toBe(md5(`${headers.uid}${headers.nonce}${headers.timestamp}`));
    expect(headers.token).toBe('tok-1');
  });

  it('makes a fresh nonce for each call', async () => {
    await apiRequest({ url: '/a', needsToken: true });
    await apiRequest({ url: '/a', needsToken: true });
    expect(server.seen[0]!.headers.nonce).not.toBe(server.seen[1]!.headers.nonce);
  });

  it('sends arrays in the query string as repeated keys', async () => {
    await apiRequest({ url: '/list', method: 'GET', params: { id: [1, 2, 3], page: 1 } });
    expect(server.seen[0]!.url).toBe('/api/list?id=1&id=2&id=3&page=1');
  });

  it('does not prefix a path that already starts with /api/ twice', async () => {
    await apiRequest({ url: '/api/h5/quickRepay/info' });
    expect(server.seen[0]!.url).toBe('/api/h5/quickRepay/info');
  });

  it('sends the Idempotency-Key header when given', async () => {
    await apiRequest({ url: '/order/payment/api/submitRepayApplyV2', needsToken: true, idempotencyKey: 'k-1' });
    expect(server.seen[0]!.headers['idempotency-key']).toBe('k-1');
  });
});

describe('error catalogue (docs/product.md#error-catalogue)', () => {
  it('code 200 resolves with the envelope and shows nothing', async () => {
    await expect(apiRequest({ url: '/ok' })).resolves.toEqual({ code: 200, msg: 'ok', data: { hello: 'world' } });
    expect(toasts).toEqual([]);
  });

  it('code 401 logs out, opens the login panel, toasts msg and rejects', async () => {
    store.dispatch(loginSucceeded({ token: 'tok-1', id: 1 }));
    answer(401, 'Please log in again');
    await expect(apiRequest({ url: '/my/getUserInfo', needsToken: true })).rejects.toMatchObject({ code: 401 });
    expect(store.getState().appState).toMatchObject({ token: '', userId: '' });
    expect(store.getState().overlays.login?.open).toBe(true);
    expect(toasts).toEqual([{ kind: 'show', message: 'Please log in again' }]);
  });

  it.each([400, 403, 404, 409, 429, 500])('code %i toasts msg and rejects with an ApiError', async (code) => {
    answer(code, `refused ${code}`);
    const error = await apiRequest({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, msg: `refused ${code}`, toastShown: true });
    expect(toasts).toEqual([{ kind: 'show', message: `refused ${code}` }]);
    expect(store.getState().overlays.login).toBeUndefined();
  });

  it.each([501, 417])('code %i reaches the caller without a toast', async (code) => {
    answer(code, `handle ${code}`, { cerCode: 2 });
    await expect(apiRequest({ url: '/x' })).resolves.toEqual({ code, msg: `handle ${code}`, data: { cerCode: 2 } });
    expect(toasts).toEqual([]);
  });

  it("an HTTP-level error uses the body's code and msg with a fail toast", async () => {
    answer(400, 'mobile: must be 10 digits starting with 0', null, 400);
    await expect(apiRequest({ url: '/x' })).rejects.toMatchObject({ code: 400, msg: 'mobile: must be 10 digits starting with 0' });
    expect(toasts).toEqual([{ kind: 'fail', message: 'mobile: must be 10 digits starting with 0' }]);
  });

  it('an HTTP 401 with code 401 in the body logs out and opens the login panel', async () => {
    store.dispatch(loginSucceeded({ token: 'tok-1', id: 1 }));
    answer(401, 'Session expired', null, 401);
    await expect(apiRequest({ url: '/x', needsToken: true })).rejects.toMatchObject({ code: 401 });
    expect(store.getState().appState.token).toBe('');
    expect(store.getState().overlays.login?.open).toBe(true);
  });

  it('an HTTP-level 417 still reaches the caller', async () => {
    answer(417, 'Complete identity first', { cerCode: 2 }, 417);
    await expect(apiRequest({ url: '/x' })).resolves.toMatchObject({ code: 417, data: { cerCode: 2 } });
    expect(toasts).toEqual([]);
  });

  it('an HTTP error without an envelope uses the HTTP status and toasts', async () => {
    script = () => ({ status: 502, body: 'Bad gateway' });
    await expect(apiRequest({ url: '/x' })).rejects.toMatchObject({ code: 502, msg: 'Request failed with status code 502' });
    expect(toasts).toEqual([{ kind: 'fail', message: 'Request failed with status code 502' }]);
  });

  it('a dropped connection fails with a network toast', async () => {
    script = () => ({ delayMs: 0 });
    await expect(apiRequest({ url: '/x' })).rejects.toMatchObject({ code: 0, msg: NETWORK_ERROR_MSG });
    expect(toasts).toEqual([{ kind: 'fail', message: NETWORK_ERROR_MSG }]);
  });
});

describe('money: Ngwee inside, Kwacha on the wire (decision 0041)', () => {
  it('sends the Ngwee of a body as Kwacha and leaves the caller’s body as it was', async () => {
    const body = Object.freeze({ planId: 7, payAmount: 30050, mobile: '0961234567' });
    await apiRequest({ url: '/api/h5/repay/submit', data: body });
    expect(server.seen[0]!.body).toBe('{"planId":7,"payAmount":300.5,"mobile":"0961234567"}');
    await apiRequest({ url: '/api/h5/repay/submit', data: { planId: 7, payAmount: '' } });
    expect(JSON.parse(server.seen[1]!.body)).toEqual({ planId: 7, payAmount: '' });
    expect(body.payAmount).toBe(30050);
  });

  it('reads the Kwacha of an answer as Ngwee, once; a refusal’s data is left as it came', async () => {
    answer(200, 'ok', { remainingAmount: 1050.5, plans: [{ principal: 0.29, planId: 3 }], owed: 105050 });
    await expect(apiRequest({ url: '/x' })).resolves.toEqual({ code: 200, msg: 'ok', data: { remainingAmount: 105050, plans: [{ principal: 29, planId: 3 }], owed: 105050 } });
    answer(417, 'Complete your identity first', { amount: 5 }, 417);
    await expect(apiRequest({ url: '/x' })).resolves.toEqual({ code: 417, msg: 'Complete your identity first', data: { amount: 5 } });
  });

  it('reads the answers the page came with as it reads the server’s', async () => {
    resetBootAnswers({ text: () => JSON.stringify({ '/api/v4/product/list': { code: 200, msg: 'ok', data: { availableLimit: 2000 } } }), now: () => 0 });
    try {
      await expect(apiRequest({ url: '/api/v4/product/list', method: 'GET' })).resolves.toEqual({ code: 200, msg: 'ok', data: { availableLimit: 200000 } });
    } finally {
      resetBootAnswers();
    }
  });
});

describe('boot answers (the page came with the answers of its start-up calls)', () => {
  const market = { code: 200, msg: 'ok', data: [{ id: 1 }] };
  const pageWith = (answers: Record<string, unknown>) => resetBootAnswers({ text: () => JSON.stringify(answers), now: () => 0 });
  afterAll(() => resetBootAnswers());

  it('an unsigned GET the page answered resolves with that answer, sends nothing, and the next one asks the server', async () => {
    pageWith({ '/api/v1/activity/market-list': market });
    await expect(apiRequest({ url: '/api/v1/activity/market-list', method: 'GET' })).resolves.toEqual(market);
    expect(server.seen).toEqual([]);
    await expect(apiRequest({ url: '/api/v1/activity/market-list', method: 'GET' })).resolves.toEqual({ code: 200, msg: 'ok', data: { hello: 'world' } });
    expect(server.seen.map((seen) => seen.url)).toEqual(['/api/v1/activity/market-list']);
  });

  it('a signed call, a POST or a quick-repay call for the same URL always asks the server', async () => {
    store.dispatch(loginSucceeded({ token: 'tok-1', id: 1 }));
    pageWith({ '/api/v4/product/list': market });
    await apiRequest({ url: '/api/v4/product/list', method: 'GET', needsToken: true });
    await apiRequest({ url: '/api/v4/product/list' });
    await apiRequest({ url: '/api/v4/product/list', method: 'GET', quickRepayToken: 't' });
    expect(server.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual(['GET /api/v4/product/list', 'POST /api/v4/product/list', 'GET /api/v4/product/list']);
  });
});
