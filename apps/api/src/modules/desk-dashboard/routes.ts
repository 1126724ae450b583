import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { dashboardAnswer } from '@pocket/contracts/api/staff';

import { dashboard } from './service';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/staff/dashboard', {
    schema: { tags: ['staff: dashboard'], summary: 'Today\'s disbursed and collected, queues waiting, payments stuck, PAR 30', response: { 200: dashboardAnswer } },
    handler: async () => ok(await dashboard(app.db, app.appConfig.now())),
  });
};
