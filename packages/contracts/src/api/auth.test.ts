import { describe, expect, it } from 'vitest';

import { bindCheckBody, mobileLoginBody, sendSmsCodeParams } from './auth';
import { NOT_ZAMBIAN_MOBILE } from './common';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.error ? `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}` : null;

describe('auth contracts', () => {
  it('sendSmsCode takes Zambian mobile numbers and types 1 and 2 only', () => {
    expect(sendSmsCodeParams.parse({ mobile: '0971234567', type: '1' })).toEqual({ mobile: '0971234567', type: 1 });
    for (const prefix of ['095', '096', '097', '075', '076', '077', '055', '056', '057']) {
      expect(sendSmsCodeParams.safeParse({ mobile: `${prefix}1234567`, type: 2 }).success).toBe(true);
    }
    expect(firstMessage(sendSmsCodeParams.safeParse({ mobile: '0211234567', type: 1 }))).toBe(`mobile: ${NOT_ZAMBIAN_MOBILE}`);
    expect(sendSmsCodeParams.safeParse({ mobile: '0971234567', type: 3 }).success).toBe(false);
  });

  it('mobileLogin needs phone + code, or a Google token with thirdType 1 (and both phone and code to bind)', () => {
    expect(mobileLoginBody.safeParse({ mobile: '0971234567', captcha: '1234' }).data).toMatchObject({ deviceType: 4 });
    expect(firstMessage(mobileLoginBody.safeParse({ mobile: '0971234567' }))).toBe('captcha: Please enter the verification code');
    expect(firstMessage(mobileLoginBody.safeParse({}))).toBe('mobile: Please enter your phone number');
    expect(mobileLoginBody.safeParse({ authCode: 'x.y.z', thirdType: 1 }).success).toBe(true);
    expect(firstMessage(mobileLoginBody.safeParse({ authCode: 'x.y.z', thirdType: 2 }))).toBe('thirdType: thirdType must be 1 (Google)');
    expect(firstMessage(mobileLoginBody.safeParse({ authCode: 'x.y.z', thirdType: 1, mobile: '0971234567' }))).toBe(
      'captcha: binding a phone needs both mobile and captcha',
    );
    expect(bindCheckBody.safeParse({ authCode: 'x', thirdType: 1 }).data).toEqual({ authCode: 'x', thirdType: 1, deviceType: 4 });
  });
});
