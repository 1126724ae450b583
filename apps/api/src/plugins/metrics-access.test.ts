import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { call, createTestApp } from '../../test/harness';
import { productionSecretsEnv } from '../../test/production-secrets';
import { loadConfig } from '../config/env';
import { listenMetrics } from './metrics-access';

const TOKEN = randomBytes(32).toString('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PROD = { NODE_ENV: 'production', OTP_PEPPER: randomBytes(32).toString('hex'), AT_USERNAME: 'pocket', AT_API_KEY: randomBytes(20).toString('hex'), PUBLIC_URL: 'https://pocket.example.zm', ...productionSecretsEnv() };

describe('/metrics is closed on the public port in production (issue 34)', () => {
  it('production without a token: GET /metrics on the app port answers the 404 envelope', async () => {
    const app = await createTestApp({ env: 'production', sandbox: false, apiDocs: false, metrics: { port: undefined, host: '127.0.0.1', token: undefined } });
    await call(app, 'GET', '/api/health');
    const res = await call(app, 'GET', '/metrics');
    expect([res.status, res.json]).toEqual([404, { code: 404, msg: 'No such call: GET /metrics', data: null }]);
    expect(res.body).not.toContain('pocket_');
  });

  it('production with METRICS_TOKEN: 401 without it or with a wrong one, 200 with the bearer token', async () => {
    const app = await createTestApp({ env: 'production', sandbox: false, apiDocs: false, metrics: { port: undefined, host: '127.0.0.1', token: TOKEN } });
    await call(app, 'GET', '/api/health');
    for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const res = await call(app, 'GET', '/metrics', undefined, headers);
      expect([res.status, res.json.code], JSON.stringify(headers)).toEqual([401, 401]);
      expect(res.body).not.toContain('pocket_');
    }
    const ok = await call(app, 'GET', '/metrics', undefined, bearer(TOKEN));
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('pocket_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}');
  });

  it('the private listener (127.0.0.1, its own port) serves it; with a token set, only with the token', async () => {
    const app = await createTestApp({ env: 'production', sandbox: false, apiDocs: false });
    await call(app, 'GET', '/api/health');
    const open = await listenMetrics(app.metrics.registry, { host: '127.0.0.1', port: 0, token: undefined });
    const guarded = await listenMetrics(app.metrics.registry, { host: '127.0.0.1', port: 0, token: TOKEN });
    try {
      const res = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('route="/api/health",status="200"');
      expect((await fetch(`http://127.0.0.1:${open.port}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`, { headers: bearer('nope') })).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`, { headers: bearer(TOKEN) })).status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });

  it('development and test keep /metrics open on the app port', async () => {
    const app = await createTestApp();
    expect((await call(app, 'GET', '/metrics')).status).toBe(200);
  });

  it('configuration: METRICS_PORT binds 127.0.0.1 by default; production refuses every interface without a token', () => {
    expect(loadConfig({ ...PROD, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(() => loadConfig({ ...PROD, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow('Refusing to start in production: METRICS_HOST=0.0.0.0 serves /metrics on every interface');
    expect(loadConfig({ ...PROD, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics.token).toBe(TOKEN);
    expect(() => loadConfig({ ...PROD, METRICS_TOKEN: 'metrics' })).toThrow('METRICS_TOKEN is too short');
  });
});
