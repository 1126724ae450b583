import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { dashboardCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { dashboard } from './service';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  staffRoute(r, dashboardCalls.read, {
    tags: ['staff: dashboard'],
    summary: 'Today\'s disbursed and collected, queues waiting, payments stuck, PAR 30',
    handler: async () => ok(await dashboard(app.db, app.appConfig.now())),
  });
};
