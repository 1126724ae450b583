import fp from 'fastify-plugin';

import { DEFAULT_SHOPS } from '../stage/plugin';
import { phoneAddKind, phonePriceKind, ShopsCatalogue } from './catalogue';
import { ShopCounter } from './counter';
import { ShopPayouts, shopPayoutKind } from './payouts';
import * as repo from './repo';
import { shopsDeskRoutes } from './routes';

/** The sandbox's shop account and the shop it works at (docs/shops.md). */
export const SANDBOX_SHOP = { email: 'shop@pocket.test', shopId: DEFAULT_SHOPS[0]!.id };

/**
 * The shops desk (docs/shops.md): a shop's counter (role shop, its own shop only: pickup code, hand over once, what it
 * is owed), shop payouts (finance; kind shop.payout, booked in the ledger once) and the phones-and-shops catalogue
 * (admin; kinds phone.price and phone.add). The catalogue is written through the stage module's door (app.stage).
 */
export const shopsDesk = fp(
  async (app) => {
    const { db, appConfig } = app;
    const catalogue = app.stage.catalogue;
    app.approvals.register(shopPayoutKind(catalogue, appConfig.now));
    app.approvals.register(phonePriceKind(catalogue));
    app.approvals.register(phoneAddKind(catalogue));
    if (appConfig.sandbox) {
      const staffId = await repo.staffIdByEmail(db, SANDBOX_SHOP.email);
      if (staffId !== null && (await repo.shopOfStaff(db, staffId)) === null) await repo.linkStaff(db, staffId, SANDBOX_SHOP.shopId, 'sandbox', new Date(appConfig.now()));
    }
    await app.register(shopsDeskRoutes, {
      counter: new ShopCounter(db, catalogue, app.staffAudit, appConfig.now),
      payouts: new ShopPayouts(db, catalogue, app.approvals, appConfig.now),
      catalogue: new ShopsCatalogue(db, catalogue, app.staffAudit, appConfig.now),
    });
  },
  { name: 'shops-desk', dependencies: ['stage', 'staff', 'staff-audit', 'approvals', 'borrowers-desk'] },
);
