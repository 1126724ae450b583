import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  deskPhoneAnswer,
  deskPhonesAnswer,
  deskShopAnswer,
  deskShopsAnswer,
  deskShopWithStaffAnswer,
  linkShopStaffBody,
  phoneInput,
  pickupCodeParams,
  requestShopPayoutAnswer,
  requestShopPayoutBody,
  shopDeskAnswer,
  shopInput,
  shopOrderAnswer,
  shopPayoutsAnswer,
  staffIdParams,
} from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { ShopsCatalogue } from './catalogue';
import type { ShopCounter } from './counter';
import type { ShopPayouts } from './payouts';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const shopsDeskRoutes: FastifyPluginAsync<{ counter: ShopCounter; payouts: ShopPayouts; catalogue: ShopsCatalogue }> = async (app, { counter, payouts, catalogue }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desk = ['staff: shop desk'];

  r.get('/api/staff/shop-desk', {
    schema: { tags: desk, summary: 'The caller\'s shop, what it is owed (handed over, not paid out) and its last handovers (shop)', response: { 200: shopDeskAnswer } },
    handler: async (req) => ok(await counter.desk(req.staff!)),
  });
  r.get('/api/staff/shop-desk/orders/:code', {
    schema: { tags: desk, summary: 'The order with this pickup code at the caller\'s shop: phone, borrower masked, deposit (shop)', params: pickupCodeParams, response: { 200: shopOrderAnswer } },
    handler: async (req) => ok(await counter.lookup(req.staff!, req.params.code)),
  });
  r.post('/api/staff/shop-desk/orders/:code/handover', {
    schema: { tags: desk, summary: 'Hand the phone over, once: a second try answers 409 with when and by whom (shop; audited)', params: pickupCodeParams, response: { 200: shopOrderAnswer } },
    handler: async (req) => ok(await counter.handOver(req.staff!, req.params.code, originOf(req))),
  });

  const money = ['staff: shop payouts'];
  r.get('/api/staff/shop-payouts', {
    schema: { tags: money, summary: 'What each shop is owed for phones handed over, the ledger\'s shop payable, and the payout batches (finance)', response: { 200: shopPayoutsAnswer } },
    handler: async () => ok(await payouts.overview()),
  });
  r.post('/api/staff/shop-payouts', {
    schema: { tags: money, summary: 'Ask to pay a shop everything it is owed: a shop.payout request for a second finance member', body: requestShopPayoutBody, response: { 200: requestShopPayoutAnswer } },
    handler: async (req) => ok(await payouts.request(req.staff!, req.body, originOf(req))),
  });

  const tags = ['staff: phones and shops'];
  r.get('/api/staff/shops', {
    schema: { tags, summary: 'Partner shops with the staff linked to each (admin)', response: { 200: deskShopsAnswer } },
    handler: async () => ok(await catalogue.shops()),
  });
  r.post('/api/staff/shops', {
    schema: { tags, summary: 'Add a shop (admin; audited)', body: shopInput, response: { 200: deskShopAnswer } },
    handler: async (req) => ok(await catalogue.saveShop(req.staff!, null, req.body, originOf(req))),
  });
  r.post('/api/staff/shops/:id', {
    schema: { tags, summary: 'Change a shop: name, city, address, on or off (admin; audited)', params: staffIdParams, body: shopInput, response: { 200: deskShopAnswer } },
    handler: async (req) => ok(await catalogue.saveShop(req.staff!, req.params.id, req.body, originOf(req))),
  });
  r.post('/api/staff/shops/:id/staff', {
    schema: { tags, summary: 'Link a staff member with the shop role to this shop, one shop each (admin; audited)', params: staffIdParams, body: linkShopStaffBody, response: { 200: deskShopWithStaffAnswer } },
    handler: async (req) => ok(await catalogue.linkStaff(req.staff!, req.params.id, req.body.staffId, originOf(req))),
  });
  r.get('/api/staff/phones', {
    schema: { tags, summary: 'The phone catalogue with prices (admin); a price is changed by a phone.price approval, a phone added by phone.add', response: { 200: deskPhonesAnswer } },
    handler: async () => ok(await catalogue.phones()),
  });
  r.post('/api/staff/phones/:id', {
    schema: { tags, summary: 'Change a phone\'s name, picture, shop, on or off; not its price (admin; audited)', params: staffIdParams, body: phoneInput, response: { 200: deskPhoneAnswer } },
    handler: async (req) => ok(await catalogue.savePhone(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
