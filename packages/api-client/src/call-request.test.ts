import { describe, expect, it } from 'vitest';

import type { Call } from '@pocket/contracts/calls/call';

import { requestOf } from './call-request';

const sendCode = { method: 'POST', path: '/api/authentication/sendSmsCode/:mobile/:type', auth: 'none', idempotent: false } as const satisfies Call;
const reminders = { method: 'GET', path: '/api/v4/reminder/get', auth: 'optional', idempotent: false } as const satisfies Call;
const pay = { method: 'POST', path: '/api/vip/pay', auth: 'signed', idempotent: true } as const satisfies Call;

describe('requestOf', () => {
  it('fills the path parameters and sends no signature for an anonymous call', () => {
    expect(requestOf(sendCode, { path: { mobile: '0971234567', type: 1 } })).toEqual({
      url: '/api/authentication/sendSmsCode/0971234567/1',
      method: 'POST',
    });
  });

  it('signs an optional call only when the caller has a session', () => {
    expect(requestOf(reminders, { signed: true })).toEqual({ url: '/api/v4/reminder/get', method: 'GET', needsToken: true });
    expect(requestOf(reminders, { signed: false })).toEqual({ url: '/api/v4/reminder/get', method: 'GET' });
  });

  it('signs a signed call and sends its body, query and Idempotency-Key', () => {
    expect(requestOf(pay, { body: { cardId: 1 }, query: { from: 'home' }, idempotencyKey: 'k-1' })).toEqual({
      url: '/api/vip/pay',
      method: 'POST',
      data: { cardId: 1 },
      params: { from: 'home' },
      needsToken: true,
      idempotencyKey: 'k-1',
    });
  });
});
