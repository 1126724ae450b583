import fp from 'fastify-plugin';

import { stageRoutes } from './routes';
import { seedStage } from './seed';
import { StageService } from './service';
import { stageHandlers } from './settlement';

/** Stage orders (phones on instalments): the catalogue, deposits and stage bills on top of the lending engine. */
export const stage = fp(
  async (app) => {
    await seedStage(app.db);
    const ctx = app.lending;
    ctx.engine.handle(['STAGE_DEPOSIT'], stageHandlers(app.appConfig.now));
    await app.register(stageRoutes, { ctx, stage: new StageService(app.db, ctx, app.appConfig.now, app.extensions.borrowGuards) });
  },
  { name: 'stage', dependencies: ['lending'] },
);
