import { describe, expect, it } from 'vitest';

import { maskPhonesInUrl } from './log-safety';

describe('log safety', () => {
  it('masks every phone in a logged URL', () => {
    expect(maskPhonesInUrl('/api/authentication/sendSmsCode/0971234567/1')).toBe('/api/authentication/sendSmsCode/097****567/1');
    expect(maskPhonesInUrl('/api/dev/sms?mobile=0961234567')).toBe('/api/dev/sms?mobile=096****567');
    expect(maskPhonesInUrl('/x?m=%2B260971234567')).toBe('/x?m=%2B260971234567'.replace('971234567', '97****567'));
    expect(maskPhonesInUrl('/api/h5/region/queryAreaInfoById/5')).toBe('/api/h5/region/queryAreaInfoById/5');
  });
});
