import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { catalogueCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { ChannelsDesk } from './channels';
import type { OffersDeskService } from './offers';
import type { VipCardsDesk } from './vip-cards';

const tags = ['staff: catalogue'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

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

  staffRoute(r, catalogueCalls.vipCards, {
    tags,
    summary: 'VIP cards with every price version (current, scheduled, past); a price changes by a vip.price request (admin)',
    handler: async () => ok(await vipCards.cards()),
  });

  staffRoute(r, catalogueCalls.changeVipCard, {
    tags,
    summary: 'Change a VIP card: name, benefits, offered or not; never its price (admin; audited)',
    handler: async (req) => ok(await vipCards.save(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.coupons, {
    tags,
    summary: 'The coupons packs and the wheel may give, with their values (marketing)',
    handler: async () => ok(await offers.offers.coupons(db)),
  });

  staffRoute(r, catalogueCalls.couponPacks, {
    tags,
    summary: 'Coupon packs with their coupons, dates, claims and whether they can be claimed now; terms change by a coupon.pack request (marketing)',
    handler: async () => ok(await offers.offers.packs(db)),
  });

  staffRoute(r, catalogueCalls.changeCouponPack, {
    tags,
    summary: "Change a coupon pack's name and description (marketing; audited)",
    handler: async (req) => ok(await offers.savePackText(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.wheel, {
    tags,
    summary: "The prize wheel: its prizes, weights and costs, the daily budget and today's spending; money changes by wheel.prize and wheel.budget requests (marketing)",
    handler: async () => ok(await offers.offers.wheel(db)),
  });

  staffRoute(r, catalogueCalls.changeWheelPrize, {
    tags,
    summary: "Change a wheel slot's words and colour (marketing; audited)",
    handler: async (req) => ok(await offers.savePrizeLook(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.channels, {
    tags,
    summary: 'Channels (marketing attribution codes) with the download links the app shows (marketing)',
    handler: async () => ok(await channels.list()),
  });

  staffRoute(r, catalogueCalls.addChannel, {
    tags,
    summary: 'Add a channel with its download links (marketing; audited)',
    handler: async (req) => ok(await channels.add(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.changeChannel, {
    tags,
    summary: "Change a channel: name, download links, package, Google sign-in, on or off (marketing; audited)",
    handler: async (req) => ok(await channels.save(req.staff!, req.params.code, req.body, originOf(req))),
  });
};
