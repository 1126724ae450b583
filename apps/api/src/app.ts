import Fastify from 'fastify';

import type { AppConfig } from './config/env';
import { healthRoutes } from './modules/health/routes';
import { staticWeb } from './plugins/static-web';

/** Builds the Fastify app from a config object. Tests build it and call `inject`; server.ts only listens. */
export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 8 * 1024 * 1024,
  });

  await app.register(healthRoutes, { prefix: '/api', version: config.version });
  await app.register(staticWeb, { root: config.webDist });

  return app;
}
