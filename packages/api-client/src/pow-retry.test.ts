// @vitest-environment node
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { apiRequest, configureApiClient } from './client';
import { createPocketStore } from './store';
import { startTestServer } from './test-server';
import type { Answer, SeenRequest } from './test-server';

let script: (request: SeenRequest) => Answer;
let server: Awaited<ReturnType<typeof startTestServer>>;
const toasts: string[] = [];
const challenge = 'lq8a1b2.10.AbCdEfGhIjKl.0123456789abcdef';
const powAnswer: Answer = { status: 429, body: { code: 429, msg: 'Unusually many codes from this network', data: { pow: { challenge, difficulty: 10 } } } };
/** The server's check (otp-network.ts): the header's hash has the bits. */
const solved = (header: unknown) => {
  if (typeof header !== 'string' || !header.startsWith(`${challenge}.`)) return false;
  const digest = createHash('sha256').update(challenge + header.slice(challenge.length + 1)).digest();
  return digest[0] === 0 && digest[1]! >> 6 === 0;
};

beforeAll(async () => {
  server = await startTestServer((request) => script(request));
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  toasts.length = 0;
  configureApiClient({
    store: createPocketStore(),
    baseURL: `${server.origin}/api`,
    toaster: { show: (m) => toasts.push(m), fail: (m) => toasts.push(m) },
  });
});

describe('a busy network’s proof of work (issue 34): solved and sent again once, without a toast', () => {
  it('answers a 429 with data.pow by repeating the call once with X-Pocket-Pow', async () => {
    script = (request) => (solved(request.headers['x-pocket-pow']) ? { status: 200, body: { code: 200, msg: 'ok', data: { nextSendInSeconds: 60 } } } : powAnswer);
    const envelope = await apiRequest({ url: '/authentication/sendSmsCode/0971234567/1' });
    expect(envelope).toMatchObject({ code: 200, data: { nextSendInSeconds: 60 } });
    expect(server.seen).toHaveLength(2);
    expect(server.seen[0]!.headers['x-pocket-pow']).toBeUndefined();
    expect(solved(server.seen[1]!.headers['x-pocket-pow'])).toBe(true);
    expect(server.seen[1]!.body).toBe(server.seen[0]!.body);
    expect(toasts).toEqual([]);
  });

  it('retries once only: a second challenge is the caller’s refusal, toasted as any 429', async () => {
    script = () => powAnswer;
    await expect(apiRequest({ url: '/authentication/mobileLogin', data: { mobile: '0971234567', captcha: '1234' } })).rejects.toMatchObject({ code: 429 });
    expect(server.seen).toHaveLength(2);
    expect(toasts).toEqual(['Unusually many codes from this network']);
  });

  it('a 429 without a challenge is not repeated', async () => {
    script = () => ({ status: 429, body: { code: 429, msg: 'Please wait 40 seconds before requesting another code', data: { nextSendInSeconds: 40 } } });
    await expect(apiRequest({ url: '/authentication/sendSmsCode/0971234567/1' })).rejects.toMatchObject({ code: 429 });
    expect(server.seen).toHaveLength(1);
  });
});
