import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import pkg from '../../../package.json' with { type: 'json' };
import { createTestApp } from '../../../test/harness';

describe('GET /api/health', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers code 200 with the version in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { version: pkg.version } });
  });

  it('answers an unknown call with a 404 envelope naming it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'No such call: POST /api/nope', data: null });
  });

  it('liveness answers while the process runs; readiness checks the database and the store, and turns 503 when draining', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json().code).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json().data]).toEqual([200, { database: true, kv: true, draining: false }]);
    app.lifecycle.draining = true;
    const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
    app.lifecycle.draining = false;
    expect([draining.statusCode, draining.json().code]).toEqual([503, 503]);
  });

  it('GET /metrics answers Prometheus text: requests by route and status, payments, reconciler lag, jobs, provider errors', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    app.metrics.jobRun('reconciler', 'ran', 0.02);
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('pocket_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}');
    expect(res.body).toMatch(/pocket_reconciler_lag_seconds \d/);
    expect(res.body).toContain('# TYPE pocket_payments gauge');
    expect(res.body).toContain('pocket_job_runs_total{job="reconciler",outcome="ran"} 1');
    expect(res.body).toContain('# TYPE pocket_provider_errors_total counter');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

