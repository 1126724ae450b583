import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { productionSecretsEnv } from '../../test/production-secrets';
import { loadConfig } from './env';

describe('DATA_DIR', () => {
  it('is .data when unset, empty or blank, so the database never lands in the working directory', () => {
    expect(loadConfig({}).dataDir).toBe('.data');
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe('.data');
    expect(loadConfig({ DATA_DIR: '  ' }).dataDir).toBe('.data');
  });

  it('is kept as given otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/pocket' }).dataDir).toBe('/var/lib/pocket');
  });
});

describe('production refuses a public address without https and an unacknowledged sandbox (issue 34)', () => {
  const prod = { NODE_ENV: 'production', OTP_PEPPER: randomBytes(32).toString('hex'), AT_USERNAME: 'pocket', AT_API_KEY: 'atsk_0123456789abcdef0123456789abcdef', ...productionSecretsEnv() };
  const FLAG = 'I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES';

  it('PUBLIC_URL must be https://', () => {
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://pocket.example.zm' })).toThrow('Refusing to start in production: PUBLIC_URL must be https:// in production (SMS login links carry a login token), not http://pocket.example.zm');
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://127.0.0.1:8080' })).toThrow('PUBLIC_URL must be https://');
    expect(() => loadConfig({ ...prod, PUBLIC_URL: '' })).toThrow('PUBLIC_URL is required in production');
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://pocket.example.zm/' })).toMatchObject({ publicUrl: 'https://pocket.example.zm', warnings: [] });
    // The login link's SMS texts are checked with an address of at most 40 characters: a longer one starts, warned.
    const longest = `https://${'p'.repeat(28)}.com`;
    expect(loadConfig({ ...prod, PUBLIC_URL: longest }).warnings).toEqual([]);
    expect(loadConfig({ ...prod, PUBLIC_URL: `${longest}.zm` }).warnings).toEqual([
      'WARNING: PUBLIC_URL is 43 characters, longer than the 40 the login link\'s SMS texts are checked with: an SMS carrying the link may take one more segment than the catalogue allows (docs/operations.md).',
    ]);
  });

  it(`SANDBOX=on needs ${FLAG}=yes, and then warns; only that sandbox may use a loopback http address`, () => {
    const sandbox = { ...prod, SANDBOX: 'on' };
    expect(() => loadConfig(sandbox)).toThrow(`Refusing to start in production: SANDBOX=on opens /api/dev/* (every SMS code readable) and simulates payments; set ${FLAG}=yes if that is really meant`);
    expect(() => loadConfig({ ...sandbox, [FLAG]: 'no' })).toThrow('SANDBOX=on opens /api/dev/*');
    expect(() => loadConfig({ ...sandbox, [FLAG]: 'YES' })).toThrow(`Invalid configuration: ${FLAG}`);
    const acknowledged = loadConfig({ ...sandbox, [FLAG]: 'yes', PUBLIC_URL: 'http://127.0.0.1:4000' });
    expect(acknowledged.sandbox).toBe(true);
    expect(acknowledged.warnings).toEqual([expect.stringMatching(/^WARNING: SANDBOX=on in production .*\/api\/dev\/\* and \/dev\/phone are open to anyone/)]);
    expect(loadConfig({ ...sandbox, [FLAG]: 'yes' }).publicUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ ...sandbox, [FLAG]: 'yes', PUBLIC_URL: 'http://demo.pocket.example.zm' })).toThrow('PUBLIC_URL must be https://');
    // Outside production nothing changes.
    expect(loadConfig({ NODE_ENV: 'development', SANDBOX: 'on', PUBLIC_URL: 'http://192.168.1.5:8080' }).warnings).toEqual([]);
  });

  it('the real server with NODE_ENV=production SANDBOX=on exits naming the flag; with it, it starts and warns on stderr', async () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const env = { PATH: process.env.PATH, ...prod, SANDBOX: 'on', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent' };
    const refused = spawnSync(process.execPath, ['--import', 'tsx', server], { env, encoding: 'utf8', timeout: 150_000 });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`SANDBOX=on opens /api/dev/* (every SMS code readable) and simulates payments; set ${FLAG}=yes`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pocket-sandbox-prod-'));
    const child = spawn(process.execPath, ['--import', 'tsx', server], { env: { ...env, [FLAG]: 'yes', DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const warned = new Promise<void>((resolve) => child.stderr!.on('data', (d: Buffer) => ((stderr += d.toString()), stderr.includes('\n') && stderr.includes('WARNING') && resolve())));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await Promise.race([warned, exited]);
    child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    expect(stderr).toContain(`WARNING: SANDBOX=on in production (${FLAG}=yes): /api/dev/* and /dev/phone are open to anyone`);
    // Two server starts compiled by tsx: on a loaded machine (two PostgreSQL shards side by side) each takes a minute.
  }, 300_000);
});

describe('USSD settings (issue 31)', () => {
  it('reads the gateway addresses as a trimmed list, the secret and the support number; empty means none', () => {
    const config = loadConfig({ NODE_ENV: 'test', USSD_ALLOWED_IPS: ' 196.201.214.0/24 , 10.0.0.7,', USSD_SECRET: 's3cret', SUPPORT_PHONE: '0211 123 456' });
    expect(config.ussd).toEqual({ secret: 's3cret', allowedIps: ['196.201.214.0/24', '10.0.0.7'] });
    expect(config.supportPhone).toBe('0211 123 456');
    expect(loadConfig({ NODE_ENV: 'test', USSD_ALLOWED_IPS: '', USSD_SECRET: '' }).ussd).toEqual({ secret: undefined, allowedIps: [] });
  });
});
