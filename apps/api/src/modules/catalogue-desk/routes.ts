import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { catalogueCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import type { ProductCatalogue } from '../lending/plugin';
import { originOf } from '../staff/plugin';
import type { ContentDeskService } from './content';
import { catalogueProducts } from './products';

const tags = ['staff: catalogue'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export interface CatalogueDeps {
  products: ProductCatalogue;
  content: ContentDeskService;
  now: () => number;
}

export const catalogueRoutes: FastifyPluginAsync<CatalogueDeps> = async (app, { products, content, now }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, catalogueCalls.products, {
    tags,
    summary: 'Loan products with every version of their terms and prices (current, scheduled, past) and its loan count (admin)',
    handler: async () => ok(await catalogueProducts(app.db, products, new Date(now()))),
  });

  staffRoute(r, catalogueCalls.banners, {
    tags,
    summary: 'Marketing banners with their dates and whether the app shows each now (marketing)',
    handler: async () => ok(await content.banners()),
  });

  staffRoute(r, catalogueCalls.addBanner, {
    tags,
    summary: 'Add a banner, shown in the app from startsAt to endsAt (marketing; audited)',
    handler: async (req) => ok(await content.saveBanner(req.staff!, null, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.changeBanner, {
    tags,
    summary: 'Change a banner: words, picture, link, dates, on or off (marketing; audited)',
    handler: async (req) => ok(await content.saveBanner(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.notices, {
    tags,
    summary: 'Holiday notices with their Lusaka dates and whether the app shows each today (marketing)',
    handler: async () => ok(await content.notices()),
  });

  staffRoute(r, catalogueCalls.addNotice, {
    tags,
    summary: 'Add a holiday notice, shown on the Lusaka days startsOn to endsOn (marketing; audited)',
    handler: async (req) => ok(await content.saveNotice(req.staff!, null, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.changeNotice, {
    tags,
    summary: 'Change a holiday notice (marketing; audited)',
    handler: async (req) => ok(await content.saveNotice(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, catalogueCalls.storePage, {
    tags,
    summary: 'The figures the /details store page shows (marketing)',
    handler: async () => ok(await content.storePage()),
  });

  staffRoute(r, catalogueCalls.setStorePage, {
    tags,
    summary: 'Set the store page figures from the real store listing; null hides a figure (marketing; audited)',
    handler: async (req) => ok(await content.saveStorePage(req.staff!, req.body, originOf(req))),
  });
};
