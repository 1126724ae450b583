import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { shopCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { ShopsCatalogue } from './catalogue';
import type { ShopCounter } from './counter';
import type { ShopPayouts } from './payouts';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const shopsDeskRoutes: FastifyPluginAsync<{ counter: ShopCounter; payouts: ShopPayouts; catalogue: ShopsCatalogue }> = async (app, { counter, payouts, catalogue }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desk = ['staff: shop desk'];

  staffRoute(r, shopCalls.desk, {
    tags: desk,
    summary: 'The caller\'s shop, what it is owed (handed over, not paid out) and its last handovers (shop)',
    handler: async (req) => ok(await counter.desk(req.staff!)),
  });
  staffRoute(r, shopCalls.order, {
    tags: desk,
    summary: 'The order with this pickup code at the caller\'s shop: phone, borrower masked, deposit (shop)',
    handler: async (req) => ok(await counter.lookup(req.staff!, req.params.code)),
  });
  staffRoute(r, shopCalls.handover, {
    tags: desk,
    summary: 'Hand the phone over, once: a second try answers 409 with when and by whom (shop; audited)',
    handler: async (req) => ok(await counter.handOver(req.staff!, req.params.code, originOf(req))),
  });

  const money = ['staff: shop payouts'];
  staffRoute(r, shopCalls.payouts, {
    tags: money,
    summary: 'What each shop is owed for phones handed over, the ledger\'s shop payable, and the payout batches (finance)',
    handler: async () => ok(await payouts.overview()),
  });
  staffRoute(r, shopCalls.requestPayout, {
    tags: money,
    summary: 'Ask to pay a shop everything it is owed: a shop.payout request for a second finance member',
    handler: async (req) => ok(await payouts.request(req.staff!, req.body, originOf(req))),
  });

  const tags = ['staff: phones and shops'];
  staffRoute(r, shopCalls.shops, {
    tags,
    summary: 'Partner shops with the staff linked to each (admin)',
    handler: async () => ok(await catalogue.shops()),
  });
  staffRoute(r, shopCalls.addShop, {
    tags,
    summary: 'Add a shop (admin; audited)',
    handler: async (req) => ok(await catalogue.saveShop(req.staff!, null, req.body, originOf(req))),
  });
  staffRoute(r, shopCalls.changeShop, {
    tags,
    summary: 'Change a shop: name, city, address, on or off (admin; audited)',
    handler: async (req) => ok(await catalogue.saveShop(req.staff!, req.params.id, req.body, originOf(req))),
  });
  staffRoute(r, shopCalls.linkStaff, {
    tags,
    summary: 'Link a staff member with the shop role to this shop, one shop each (admin; audited)',
    handler: async (req) => ok(await catalogue.linkStaff(req.staff!, req.params.id, req.body.staffId, originOf(req))),
  });
  staffRoute(r, shopCalls.phones, {
    tags,
    summary: 'The phone catalogue with prices (admin); a price is changed by a phone.price approval, a phone added by phone.add',
    handler: async () => ok(await catalogue.phones()),
  });
  staffRoute(r, shopCalls.changePhone, {
    tags,
    summary: 'Change a phone\'s name, picture, shop, on or off; not its price (admin; audited)',
    handler: async (req) => ok(await catalogue.savePhone(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
