import { describe, expect, it } from 'vitest';

import { maskPhonesInUrl, safeError, safeLogPath } from './log-safety';

describe('log safety', () => {
  it('masks every phone in a logged URL', () => {
    expect(maskPhonesInUrl('/api/authentication/sendSmsCode/0971234567/1')).toBe('/api/authentication/sendSmsCode/097****567/1');
    expect(maskPhonesInUrl('/api/dev/sms?mobile=0961234567')).toBe('/api/dev/sms?mobile=096****567');
    expect(maskPhonesInUrl('/x?m=%2B260971234567')).toBe('/x?m=%2B260971234567'.replace('971234567', '97****567'));
    expect(maskPhonesInUrl('/api/h5/region/queryAreaInfoById/5')).toBe('/api/h5/region/queryAreaInfoById/5');
  });

  it('never logs query strings, and errors without their query parameters (the raw body)', () => {
    expect(safeLogPath('/api/dev/sms?mobile=0961234567&captcha=1234')).toBe('/api/dev/sms');
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const err = Object.assign(new Error('Failed query: insert into "tracking_points" ("page_id", "value") values ($1, $2)\nparams: home,0971234567 my secret'), { cause });
    const logged = JSON.stringify(safeError(err));
    expect(logged).not.toContain('0971234567');
    expect(logged).not.toContain('my secret');
    expect(logged).toContain('22021');
  });
});

