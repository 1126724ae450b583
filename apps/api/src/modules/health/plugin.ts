import fp from 'fastify-plugin';

import { healthRoutes } from './routes';

/** Health, liveness and readiness for the load balancer. */
export const health = fp<{ version: string }>(
  async (app, opts) => {
    await app.register(healthRoutes, opts);
  },
  { name: 'health', dependencies: ['context'] },
);
