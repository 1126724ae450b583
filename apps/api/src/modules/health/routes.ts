import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import type { Health } from '@pocket/contracts/envelope';

/**
 * GET /api/health (version), /api/health/live (the process answers) and /api/health/ready (the database and the
 * key-value store answer, and the process is not draining for a shutdown): a load balancer routes to ready processes.
 */
export const healthRoutes: FastifyPluginAsync<{ version: string }> = async (app, opts) => {
  app.get('/api/health', async (): Promise<Health> => ({ code: 200, msg: 'ok', data: { version: opts.version } }));

  app.get('/api/health/live', { logLevel: 'warn' }, async () => ({ code: 200, msg: 'ok', data: { uptimeSeconds: Math.round(process.uptime()), pid: process.pid } }));

  app.get('/api/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
    const checks = { database: false, kv: false, draining: app.lifecycle.draining };
    await app.db.execute(sql`select 1`).then(
      () => (checks.database = true),
      () => undefined,
    );
    const probe = `ready:${process.pid}`;
    await app.kv.set(probe, '1', 5_000).then(
      async () => (checks.kv = (await app.kv.get(probe)) === '1'),
      () => undefined,
    );
    const ready = checks.database && checks.kv && !checks.draining;
    return reply.code(ready ? 200 : 503).send({ code: ready ? 200 : 503, msg: ready ? 'ok' : 'not ready', data: checks });
  });
};
