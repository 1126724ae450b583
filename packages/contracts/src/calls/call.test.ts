import { describe, expect, it } from 'vitest';

import { type Call, pathOf } from './call';

const twoParams = { method: 'POST', path: '/api/authentication/sendSmsCode/:mobile/:type', auth: 'none', idempotent: false } as const satisfies Call;

describe('pathOf', () => {
  it('fills every path parameter, URL-encoded', () => {
    expect(pathOf(twoParams, { mobile: '0971 234', type: 1 })).toBe('/api/authentication/sendSmsCode/0971%20234/1');
  });

  it('leaves a path without parameters as it is', () => {
    const none = { method: 'GET', path: '/api/my/getUserInfo', auth: 'signed', idempotent: false } as const satisfies Call;
    expect(pathOf(none, {})).toBe('/api/my/getUserInfo');
  });
});
