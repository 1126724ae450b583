import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock, uniqueMobile } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { NETWORK_LIMITS, NetworkLimits, POW_HEADER } from './otp-network';
import { solvePow } from './otp.network.test-support';
import { OTP_MESSAGES } from './otp.service';

type App = Awaited<ReturnType<typeof createTestApp>>;
const send = (app: App, mobile: string, ip: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, headers, { remoteAddress: ip });
const login = (app: App, mobile: string, captcha: string, ip: string, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha, deviceType: 4 }, headers, { remoteAddress: ip });
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('per-network limits count failures, scale with history, ask a proof of work (issue 34)', () => {
  it('a shared address past its wrong codes is asked for a proof of work, never refused outright; a solution works once, from that address', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now, otpPowBits: 10 });
    const nat = '41.77.200.1';
    // 6 codes, 5 wrong tries each: 30 wrong codes in the hour from one address, 6 sends.
    for (let i = 0; i < NETWORK_LIMITS.failuresPerHour / 5; i += 1) {
      const mobile = uniqueMobile();
      await send(app, mobile, nat);
      const wrong = wrongFor(await latestCode(app, mobile));
      for (let k = 0; k < 5; k += 1) expect((await login(app, mobile, wrong, nat)).json.msg).toBe(OTP_MESSAGES.wrong);
    }
    // An honest subscriber behind the same address: asked for a proof of work, then served.
    const mobile = uniqueMobile();
    const asked = await send(app, mobile, nat);
    expect(asked.status).toBe(429);
    expect(asked.json).toMatchObject({ code: 429, msg: OTP_MESSAGES.powNeeded, data: { pow: { challenge: expect.any(String), difficulty: 10 } } });
    const solution = solvePow(asked.json.data.pow);
    expect((await send(app, mobile, nat, { [POW_HEADER]: solution.replace('.10.', '.11.') })).json.msg).toBe(OTP_MESSAGES.powInvalid);
    expect((await send(app, mobile, nat, { [POW_HEADER]: solution })).status).toBe(200);
    clock.advance(61_000);
    const again = await send(app, mobile, nat, { [POW_HEADER]: solution });
    expect(again.json.msg).toBe(OTP_MESSAGES.powInvalid); // once only
    const code = await latestCode(app, mobile);
    const refused = await login(app, mobile, code, nat);
    expect(refused.json.data.pow.difficulty).toBe(10);
    const ok = await login(app, mobile, code, nat, { [POW_HEADER]: solvePow(refused.json.data.pow) });
    expect(ok.status, ok.body).toBe(200);
  });

  it('sends are not refused by a flat cap: past 30 per hour (plus the history bonus) a proof of work is asked', async () => {
    const app = await createTestApp({ otpPowBits: 8 });
    const nat = '41.77.200.2';
    for (let i = 0; i < NETWORK_LIMITS.sendsPerHour; i += 1) expect((await send(app, uniqueMobile(), nat)).status).toBe(200);
    const asked = await send(app, uniqueMobile(), nat);
    expect(asked.json.msg).toBe(OTP_MESSAGES.powNeeded);
    expect((await send(app, uniqueMobile(), nat, { [POW_HEADER]: solvePow(asked.json.data.pow) })).status).toBe(200);
  });

  it('an address earns 2 wrong codes and 2 sends per hour per distinct number that logged in from it in 7 days, capped', async () => {
    const clock = testClock(1_750_000_000_000);
    const kv = new MemoryKv(clock.now);
    const net = new NetworkLimits({ kv, pepper: 'test', now: clock.now, powBits: 4 });
    for (let i = 0; i < 10; i += 1) await net.loggedIn('41.77.200.3', `+26097000000${i}`);
    await net.loggedIn('41.77.200.3', '+260970000000'); // the same number again adds nothing
    expect(await net.bonus('41.77.200.3')).toBe(20);
    for (let i = 0; i < NETWORK_LIMITS.failuresPerHour + 19; i += 1) await net.failed('41.77.200.3');
    expect(await net.anomalous('41.77.200.3')).toBe(false);
    await net.failed('41.77.200.3');
    expect(await net.anomalous('41.77.200.3')).toBe(true);
    for (let i = 0; i < 1000; i += 1) await net.loggedIn('41.77.200.4', `+2609${String(i).padStart(8, '0')}`);
    expect(await net.bonus('41.77.200.4')).toBe(NETWORK_LIMITS.bonusCap);
    clock.advance(NETWORK_LIMITS.historyMs);
    expect(await net.bonus('41.77.200.3')).toBe(0);
    // A challenge is bound to the address it was given to, and expires.
    for (let i = 0; i < NETWORK_LIMITS.failuresPerHour; i += 1) await Promise.all([net.failed('10.0.0.1'), net.failed('10.0.0.2')]);
    const solved = solvePow(net.challenge('10.0.0.1'));
    await expect(net.gate('10.0.0.2', solved)).rejects.toThrow(OTP_MESSAGES.powInvalid);
    const late = solvePow(net.challenge('10.0.0.1'));
    clock.advance(NETWORK_LIMITS.powValidityMs + 1);
    await expect(net.gate('10.0.0.1', late)).rejects.toThrow(OTP_MESSAGES.powInvalid);
    await expect(net.gate('10.0.0.1', solvePow(net.challenge('10.0.0.1')))).resolves.toBeUndefined();
  });
});
