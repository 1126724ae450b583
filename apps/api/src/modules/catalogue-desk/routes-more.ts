import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idField } from '@pocket/contracts/api/common';
import {
  channelCodeField,
  channelInput,
  couponPackText,
  newChannelInput,
  staffChannelAnswer,
  staffChannelsAnswer,
  staffCouponPackAnswer,
  staffCouponPacksAnswer,
  staffCouponsAnswer,
  staffVipCardAnswer,
  staffVipCardsAnswer,
  staffWheelAnswer,
  staffWheelPrizeAnswer,
  vipCardInput,
  wheelPrizeLook,
} from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { ChannelsDesk } from './channels';
import type { OffersDeskService } from './offers';
import type { VipCardsDesk } from './vip-cards';

const tags = ['staff: catalogue'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const idParams = z.object({ id: idField });
const codeParams = z.object({ code: channelCodeField });

export interface CatalogueMoreDeps {
  vipCards: VipCardsDesk;
  offers: OffersDeskService;
  channels: ChannelsDesk;
}

/**
 * VIP cards (admin), coupons and coupon packs, the prize wheel, channels (marketing). Money (a card's price, a pack's
 * terms, a prize, the daily budget) changes only through POST /api/staff/approvals (`vip.price`, `coupon.pack`,
 * `wheel.prize`, `wheel.budget`); these routes read, and write only words, switches and links, each audited.
 */
export const catalogueMoreRoutes: FastifyPluginAsync<CatalogueMoreDeps> = async (app, { vipCards, offers, channels }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/api/staff/catalogue/vip-cards', {
    schema: { tags, summary: 'VIP cards with every price version (current, scheduled, past); a price changes by a vip.price request (admin)', response: { 200: staffVipCardsAnswer } },
    handler: async () => ok(await vipCards.cards()),
  });

  r.post('/api/staff/catalogue/vip-cards/:id', {
    schema: { tags, summary: 'Change a VIP card: name, benefits, offered or not; never its price (admin; audited)', params: idParams, body: vipCardInput, response: { 200: staffVipCardAnswer } },
    handler: async (req) => ok(await vipCards.save(req.staff!, req.params.id, req.body, originOf(req))),
  });

  r.get('/api/staff/catalogue/coupons', {
    schema: { tags, summary: 'The coupons packs and the wheel may give, with their values (marketing)', response: { 200: staffCouponsAnswer } },
    handler: async () => ok(await offers.offers.coupons(db)),
  });

  r.get('/api/staff/catalogue/coupon-packs', {
    schema: { tags, summary: 'Coupon packs with their coupons, dates, claims and whether they can be claimed now; terms change by a coupon.pack request (marketing)', response: { 200: staffCouponPacksAnswer } },
    handler: async () => ok(await offers.offers.packs(db)),
  });

  r.post('/api/staff/catalogue/coupon-packs/:id', {
    schema: { tags, summary: "Change a coupon pack's name and description (marketing; audited)", params: idParams, body: couponPackText, response: { 200: staffCouponPackAnswer } },
    handler: async (req) => ok(await offers.savePackText(req.staff!, req.params.id, req.body, originOf(req))),
  });

  r.get('/api/staff/catalogue/wheel', {
    schema: { tags, summary: "The prize wheel: its prizes, weights and costs, the daily budget and today's spending; money changes by wheel.prize and wheel.budget requests (marketing)", response: { 200: staffWheelAnswer } },
    handler: async () => ok(await offers.offers.wheel(db)),
  });

  r.post('/api/staff/catalogue/wheel/prizes/:id', {
    schema: { tags, summary: "Change a wheel slot's words and colour (marketing; audited)", params: idParams, body: wheelPrizeLook, response: { 200: staffWheelPrizeAnswer } },
    handler: async (req) => ok(await offers.savePrizeLook(req.staff!, req.params.id, req.body, originOf(req))),
  });

  r.get('/api/staff/catalogue/channels', {
    schema: { tags, summary: 'Channels (marketing attribution codes) with the download links the app shows (marketing)', response: { 200: staffChannelsAnswer } },
    handler: async () => ok(await channels.list()),
  });

  r.post('/api/staff/catalogue/channels', {
    schema: { tags, summary: 'Add a channel with its download links (marketing; audited)', body: newChannelInput, response: { 200: staffChannelAnswer } },
    handler: async (req) => ok(await channels.add(req.staff!, req.body, originOf(req))),
  });

  r.post('/api/staff/catalogue/channels/:code', {
    schema: { tags, summary: "Change a channel: name, download links, package, Google sign-in, on or off (marketing; audited)", params: codeParams, body: channelInput, response: { 200: staffChannelAnswer } },
    handler: async (req) => ok(await channels.save(req.staff!, req.params.code, req.body, originOf(req))),
  });
};
