import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { productionSecretsEnv } from '../../test/production-secrets';
import { loadConfig } from './env';
import { SANDBOX_VAPID } from './push';
import { SECRET_RULES, secretProblem } from './secrets';

const STRONG = { OTP_PEPPER: 'p'.repeat(8) + 'Zx9!k2Lq7Vw3Nm5Rt8Yb4Hc6Jd1Fg0Sa', AT_USERNAME: 'pocket', AT_API_KEY: 'atsk_0123456789abcdef0123456789abcdef', PUBLIC_URL: 'https://pocket.example.zm', ...productionSecretsEnv() };

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
    const sandbox = { ...prod, SANDBOX: 'on', I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes' };
    expect(() => loadConfig(sandbox)).toThrow('OTP_PEPPER is missing');
    expect(loadConfig({ ...sandbox, OTP_PEPPER: STRONG.OTP_PEPPER }).sms).toEqual({ provider: 'outbox' });
  });

  it("SMS delivery reports: production with Africa's Talking refuses a missing or weak AT_DELIVERY_SECRET (issue 42, defect 13)", () => {
    const prod = { NODE_ENV: 'production', ...STRONG };
    expect(() => loadConfig({ ...prod, AT_DELIVERY_SECRET: '' })).toThrow('Refusing to start in production: AT_DELIVERY_SECRET is missing');
    expect(() => loadConfig({ ...prod, AT_DELIVERY_SECRET: 'delivery' })).toThrow('AT_DELIVERY_SECRET is too short');
    expect(() => loadConfig({ ...prod, AT_DELIVERY_SECRET: 'ab'.repeat(20) })).toThrow('AT_DELIVERY_SECRET has too little entropy');
    expect(loadConfig(prod).smsDeliverySecret).toBe(STRONG.AT_DELIVERY_SECRET);
    // A production-mode sandbox sends no SMS through the gateway: no delivery report to guard.
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'on', I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes', OTP_PEPPER: STRONG.OTP_PEPPER }).smsDeliverySecret).toBeUndefined();
  });

  it('the audit chain key: production refuses a missing or weak AUDIT_KEY; a production-mode sandbox may use the key file (issue 42, defect 9)', () => {
    const prod = { NODE_ENV: 'production', ...STRONG };
    expect(() => loadConfig({ ...prod, AUDIT_KEY: '' })).toThrow('Refusing to start in production: AUDIT_KEY is missing');
    expect(() => loadConfig({ ...prod, AUDIT_KEY: 'audit-key' })).toThrow('AUDIT_KEY is too short');
    expect(() => loadConfig({ ...prod, AUDIT_KEY: 'k'.repeat(64) })).toThrow('AUDIT_KEY has too little entropy');
    expect(loadConfig(prod).audit).toEqual({ key: STRONG.AUDIT_KEY, checkpointFile: expect.stringMatching(/\/\.data\/audit-checkpoints\.jsonl$/), checkpointIntervalMs: 300_000 });
    // With PostgreSQL the copy outside the database is the log (and AUDIT_CHECKPOINT_FILE when set).
    expect(loadConfig({ ...prod, DATABASE_URL: 'postgres://pocket@db/pocket' }).audit.checkpointFile).toBeUndefined();
    expect(loadConfig({ ...prod, DATABASE_URL: 'postgres://pocket@db/pocket', AUDIT_CHECKPOINT_FILE: '/var/log/pocket/audit.jsonl' }).audit.checkpointFile).toBe('/var/log/pocket/audit.jsonl');
    const sandbox = loadConfig({ NODE_ENV: 'production', SANDBOX: 'on', I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes', OTP_PEPPER: STRONG.OTP_PEPPER, DATA_DIR: '/srv/pocket' });
    expect(sandbox.audit).toEqual({ key: undefined, checkpointFile: '/srv/pocket/audit-checkpoints.jsonl', checkpointIntervalMs: 300_000 });
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

  it('Web Push: production refuses missing VAPID keys, the sandbox pair, a bad key or subject; the sandbox has its own pair', () => {
    const prod = { NODE_ENV: 'production', ...STRONG };
    expect(loadConfig(prod).push).toMatchObject({ provider: 'webpush', vapid: { publicKey: STRONG.VAPID_PUBLIC_KEY, privateKey: STRONG.VAPID_PRIVATE_KEY, subject: STRONG.VAPID_SUBJECT }, timeoutMs: 10_000 });
    expect(() => loadConfig({ ...prod, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' })).toThrow('VAPID_PUBLIC_KEY is missing; VAPID_PRIVATE_KEY is missing');
    expect(() => loadConfig({ ...prod, VAPID_PUBLIC_KEY: SANDBOX_VAPID.publicKey, VAPID_PRIVATE_KEY: SANDBOX_VAPID.privateKey })).toThrow('VAPID_PRIVATE_KEY is the sandbox key pair');
    expect(() => loadConfig({ ...prod, VAPID_PRIVATE_KEY: 'not-a-key' })).toThrow('VAPID_PRIVATE_KEY is not a VAPID private key');
    expect(() => loadConfig({ ...prod, VAPID_SUBJECT: 'ops@pocket.example.zm' })).toThrow('VAPID_SUBJECT must be mailto:<address> or https://<address>');
    expect(() => loadConfig({ ...prod, PUSH_PROVIDER: 'sandbox' })).toThrow('PUSH_PROVIDER=sandbox sends no notification and is for the sandbox only');
    const sandbox = loadConfig({ NODE_ENV: 'production', SANDBOX: 'on', I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes', OTP_PEPPER: STRONG.OTP_PEPPER });
    expect(sandbox.push).toMatchObject({ provider: 'sandbox', vapid: SANDBOX_VAPID, timeoutMs: 10_000 });
  });

  it('secrets of low entropy are refused, naming them: 32 times "a", a repeated word, two letters (issue 34)', () => {
    const prod = { NODE_ENV: 'production', ...STRONG };
    expect(() => loadConfig({ ...prod, OTP_PEPPER: 'a'.repeat(32) })).toThrow('Refusing to start in production: OTP_PEPPER has too little entropy (1 distinct character, about 0 bits;');
    expect(() => loadConfig({ ...prod, OTP_PEPPER: 'ab'.repeat(20) })).toThrow('OTP_PEPPER has too little entropy (2 distinct characters, about 40 bits;');
    expect(() => loadConfig({ ...prod, OTP_PEPPER: '0123456789abcdef'.repeat(2) })).toThrow('OTP_PEPPER has too little entropy (a repeated pattern;');
    expect(() => loadConfig({ ...prod, OTP_PEPPER: 'Pocket2024!'.repeat(3) })).toThrow('OTP_PEPPER has too little entropy (a repeated pattern;');
    expect(() => loadConfig({ ...prod, OTP_PEPPER: `${'x'.repeat(30)}yz0123` })).toThrow('OTP_PEPPER has too little entropy (7 distinct characters, about 38 bits;');
    expect(() => loadConfig({ ...prod, AT_API_KEY: 'k'.repeat(40) })).toThrow('AT_API_KEY has too little entropy');
    expect(() => loadConfig({ ...prod, METRICS_TOKEN: '0'.repeat(40) })).toThrow('METRICS_TOKEN has too little entropy');
    expect(() => loadConfig({ ...prod, USSD_SECRET: 'ussd'.repeat(10) })).toThrow('USSD_SECRET has too little entropy');
    expect(() => loadConfig({ ...prod, USSD_SECRET: 'short' })).toThrow('USSD_SECRET is too short');
    expect(() => loadConfig({ ...prod, MTN_COLLECTION_API_KEY: 'abcdabcdabcdabcd' })).toThrow('MTN_COLLECTION_API_KEY has too little entropy');
    // Every problem at once, each named.
    expect(() => loadConfig({ ...prod, OTP_PEPPER: 'a'.repeat(32), AT_API_KEY: 'k'.repeat(16) })).toThrow(/OTP_PEPPER has too little entropy .*; AT_API_KEY has too little entropy/);
  });

  it('random secrets pass: 2,000 draws each of openssl-style hex, base64 and UUIDs', () => {
    const draws = { 'hex 16': () => randomBytes(16).toString('hex'), 'hex 32': () => randomBytes(32).toString('hex'), base64: () => randomBytes(24).toString('base64'), uuid: () => randomUUID() };
    for (const [name, draw] of Object.entries(draws)) {
      for (let i = 0; i < 2_000; i += 1) {
        const value = draw();
        expect(secretProblem('OTP_PEPPER', value, SECRET_RULES.strong, true), `${name}: ${value}`).toBeNull();
      }
    }
    expect(secretProblem('AT_API_KEY', STRONG.AT_API_KEY, SECRET_RULES.providerKey, true)).toBeNull();
  });
});
