import type { FastifyPluginAsync } from 'fastify';

import type { Health } from '@pocket/contracts/envelope';

export const healthRoutes: FastifyPluginAsync<{ version: string }> = async (app, opts) => {
  app.get('/api/health', async (): Promise<Health> => ({ code: 200, msg: 'ok', data: { version: opts.version } }));
};
