import fp from 'fastify-plugin';

import { NEW_BILL_POSTINGS } from '../lending/plugin';
import { type StageCatalogue, stageCatalogue } from './catalogue';
import { withStageMessages } from './messages';
import { stageDeposit, stageFinanced } from './postings';
import { stageRoutes } from './routes';
import { seedStage } from './seed';
import { StageService } from './service';
import { stageHandlers } from './settlement';

export type { PhoneFields, PhonePrice, ShopFields, StageCatalogue, StagePhoneRow, StageShopRow } from './catalogue';
export { DEFAULT_SHOPS } from './seed';
// The stage reads, one statement each (bench/statements.ts prints their SQL for EXPLAIN).
export { readStageBySession } from './read.repo';
export { stageOrderRows, stageOrdersOfBorrower, stagePhoneRows } from './reads';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The stage module's door: the phones-and-shops catalogue for the shops desk (docs/shops.md), and a phone order's
     * deposit as the app asks for it (POST /api/v1/mobile-order/pay; the sandbox's demo portfolio orders through it).
     */
    stage: { catalogue: StageCatalogue; pay: StageService['pay'] };
  }
}

/** Stage orders (phones on instalments): the catalogue, deposits and stage bills on top of the lending engine. */
export const stage = fp(
  async (app) => {
    await seedStage(app.db);
    const ctx = app.lending;
    ctx.engine.handle(['STAGE_DEPOSIT'], withStageMessages(stageHandlers(app.appConfig.now), app.messages), [stageDeposit, stageFinanced, ...NEW_BILL_POSTINGS]);
    const stage = new StageService({ db: app.db, lending: ctx, repay: app.repay, now: app.appConfig.now, borrowGuards: app.extensions.borrowGuards });
    app.decorate('stage', { catalogue: stageCatalogue, pay: (userId, body) => stage.pay(userId, body) });
    await app.register(stageRoutes, { ctx, stage });
  },
  { name: 'stage', dependencies: ['lending', 'repayment', 'messages'] },
);
