import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './env';

const STRONG = { OTP_PEPPER: 'p'.repeat(8) + 'Zx9!k2Lq7Vw3Nm5Rt8Yb4Hc6Jd1Fg0Sa', AT_USERNAME: 'pocket', AT_API_KEY: 'atsk_0123456789abcdef0123456789abcdef', PUBLIC_URL: 'https://pocket.example.zm' };

describe('production refuses to start with a weak secret, naming it', () => {
  it('missing, development default or short OTP_PEPPER; missing or short AT_API_KEY; weak operator keys', () => {
    const prod = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...prod, ...STRONG, OTP_PEPPER: '' })).toThrow('OTP_PEPPER is missing');
    expect(() => loadConfig({ ...prod, ...STRONG, OTP_PEPPER: 'pocket-dev-pepper' })).toThrow('OTP_PEPPER is a development default');
    expect(() => loadConfig({ ...prod, ...STRONG, OTP_PEPPER: 'short-pepper' })).toThrow('OTP_PEPPER is too short (at least 32 characters)');
    expect(() => loadConfig({ ...prod, ...STRONG, AT_API_KEY: '' })).toThrow('AT_API_KEY is missing');
    expect(() => loadConfig({ ...prod, ...STRONG, AT_API_KEY: 'abc' })).toThrow('AT_API_KEY is too short');
    expect(() => loadConfig({ ...prod, ...STRONG, AIRTEL_CLIENT_SECRET: 'changeme' })).toThrow('AIRTEL_CLIENT_SECRET is a development default');
    expect(loadConfig({ ...prod, ...STRONG }).env).toBe('production');
    // A production-mode sandbox (demo, e2e) sends no SMS but still needs a real pepper.
    expect(() => loadConfig({ ...prod, SANDBOX: 'on' })).toThrow('OTP_PEPPER is missing');
    expect(loadConfig({ ...prod, SANDBOX: 'on', OTP_PEPPER: STRONG.OTP_PEPPER }).sms).toEqual({ provider: 'outbox' });
  });

  it('the real server started with NODE_ENV=production and the default pepper exits with a clear message', () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', OTP_PEPPER: 'pocket-dev-pepper', AT_USERNAME: 'pocket', AT_API_KEY: STRONG.AT_API_KEY, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Refusing to start in production: OTP_PEPPER is a development default');
  }, 90_000);
});
