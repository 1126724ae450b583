import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

import { selectRows } from '../db/rows';
import { onProviderError } from '../providers/provider-errors';
import { METRICS_ANSWERS, bearerMatches } from './metrics-access';
import type { PublicMetrics } from './metrics-access';

/** What the rest of the server records (job runs); the HTTP and database figures are collected here. */
export interface AppMetrics {
  registry: Registry;
  jobRun(job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics at GET /metrics (text format 0.0.4): requests by route and status with latency histograms,
 * payments by kind and state, reconciler lag (age of the oldest PENDING payment), job runs, provider errors, and the
 * process defaults. On the app's port it answers as `publicAccess` says (plugins/metrics-access.ts: closed in
 * production unless METRICS_TOKEN is set); the private listener (METRICS_PORT) is started by server.ts.
 */
export const metrics = fp<{ processMetrics: boolean; publicAccess: PublicMetrics; token?: string | undefined }>(
  async (app: FastifyInstance, opts) => {
    const registry = new Registry();
    if (opts.processMetrics) collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'pocket_http_request_duration_seconds',
      help: 'Requests by route and status, with latency',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const jobs = new Counter({ name: 'pocket_job_runs_total', help: 'Background job runs by outcome (skipped: another process held the lock)', labelNames: ['job', 'outcome'], registers: [registry] });
    const jobSeconds = new Histogram({ name: 'pocket_job_duration_seconds', help: 'Background job run time', labelNames: ['job'], registers: [registry] });
    const providerErrors = new Counter({ name: 'pocket_provider_errors_total', help: 'Failed calls to mobile-money operators and the SMS gateway', labelNames: ['provider', 'reason'], registers: [registry] });
    const stop = onProviderError((provider, reason) => providerErrors.inc({ provider, reason }));
    app.addHook('onClose', async () => stop());

    new Gauge({
      name: 'pocket_payments',
      help: 'Payments by kind and state',
      labelNames: ['kind', 'status'],
      registers: [registry],
      async collect() {
        const rows = await selectRows<{ kind: string; status: string; n: number }>(app.db, sql`select kind, status, count(*)::int as n from payments group by kind, status`);
        this.reset();
        for (const row of rows) this.set({ kind: row.kind, status: row.status }, Number(row.n));
      },
    });
    new Gauge({
      name: 'pocket_reconciler_lag_seconds',
      help: 'Age of the oldest PENDING payment (0 when none): how far the reconciler is behind',
      registers: [registry],
      async collect() {
        const [oldest] = await selectRows<{ lag: number }>(app.db, sql`select coalesce(extract(epoch from (now() - min(created_at))), 0)::float as lag from payments where status = 'PENDING'`);
        this.set(Math.max(0, Number(oldest?.lag ?? 0)));
      },
    });

    app.decorate('metrics', {
      registry,
      jobRun: (job, outcome, seconds) => {
        jobs.inc({ job, outcome });
        jobSeconds.observe({ job }, seconds);
      },
    } satisfies AppMetrics);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== '/metrics') duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (opts.publicAccess === 'closed') return reply.code(404).send(METRICS_ANSWERS.notFound);
      if (opts.publicAccess === 'token' && !bearerMatches(request.headers.authorization, opts.token ?? '')) return reply.code(401).send(METRICS_ANSWERS.unauthorized);
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
