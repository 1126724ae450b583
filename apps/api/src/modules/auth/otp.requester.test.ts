import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock, uniqueMobile } from '../../../test/harness';
import { REQUESTER_COOKIE } from './otp-requester';
import { OTP_MESSAGES } from './otp.service';

const login = (app: Awaited<ReturnType<typeof createTestApp>>, mobile: string, captcha: string, cookie?: string, ip = '10.66.0.2') =>
  call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha, deviceType: 4 }, cookie ? { cookie } : {}, { remoteAddress: ip });
const send = (app: Awaited<ReturnType<typeof createTestApp>>, mobile: string, cookie?: string, ip = '10.66.0.2') =>
  call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, cookie ? { cookie } : {}, { remoteAddress: ip });
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('codes bound to the browser that asked for them (issue 34, point 2)', () => {
  it('sendSmsCode gives the browser an HttpOnly, SameSite=Strict cookie for /api; only that browser checks its code', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const mobile = uniqueMobile();
    const sent = await send(app, mobile, undefined, '41.77.1.9');
    expect(sent.status, sent.body).toBe(200);
    const setCookie = String(sent.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${REQUESTER_COOKIE}=[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}; Path=/api; Max-Age=86400; HttpOnly; SameSite=Strict$`));
    const borrower = setCookie.split(';')[0]!;
    const code = await latestCode(app, mobile);

    // A stranger asks for a code from another network: a second cookie, its own code.
    const other = await send(app, mobile, undefined, '10.9.9.9');
    const stranger = String(other.headers['set-cookie']).split(';')[0]!;
    const strangerCode = await latestCode(app, mobile);
    // The stranger's browser cannot use the borrower's code, and a forged cookie holds no code.
    expect((await login(app, mobile, code, stranger)).json.msg).toBe(code === strangerCode ? 'ok' : OTP_MESSAGES.wrong);
    expect((await login(app, mobile, code, `${REQUESTER_COOKIE}=${'a'.repeat(16)}.${'b'.repeat(22)}`)).json.msg).not.toBe('ok');
    // Strangers spend the number's pool (wrong guesses with and without cookies): the borrower's first try still counts.
    for (let i = 0; i < 8; i += 1) await login(app, mobile, wrongFor(code), i % 2 ? stranger : undefined, `10.7.0.${i}`);
    const res = await login(app, mobile, code, borrower, '41.77.1.9');
    expect(res.status, res.body).toBe(200);
    // A browser that carries a valid cookie keeps it (no new one).
    clock.advance(1_000);
    const third = await send(app, uniqueMobile(), stranger, '10.9.9.9');
    expect(third.status).toBe(200);
    expect(third.headers['set-cookie']).toBeUndefined();
  });

  it('a browser without the cookie checks the number’s latest code; the 60 s wait is the browser’s own', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    const first = String((await send(app, mobile)).headers['set-cookie']).split(';')[0]!;
    expect((await send(app, mobile, first)).json.msg).toMatch(/^Please wait \d+ seconds/);
    // Another browser behind the same address (a carrier NAT) is not held back by that wait.
    expect((await send(app, mobile)).status).toBe(200);
    expect((await login(app, mobile, await latestCode(app, mobile))).status).toBe(200);
  });
});
