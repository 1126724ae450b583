import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idField } from '@pocket/contracts/api/common';
import {
  bannerInput,
  catalogueProductsAnswer,
  noticeInput,
  staffBannerAnswer,
  staffBannersAnswer,
  staffNoticeAnswer,
  staffNoticesAnswer,
  staffStorePageAnswer,
  storePageFigures,
} from '@pocket/contracts/api/staff';

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

const idParams = z.object({ id: idField });

export const catalogueRoutes: FastifyPluginAsync<CatalogueDeps> = async (app, { products, content, now }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/catalogue/products', {
    schema: { tags, summary: 'Loan products with every version of their terms and prices (current, scheduled, past) and its loan count (admin)', response: { 200: catalogueProductsAnswer } },
    handler: async () => ok(await catalogueProducts(app.db, products, new Date(now()))),
  });

  r.get('/api/staff/catalogue/banners', {
    schema: { tags, summary: 'Marketing banners with their dates and whether the app shows each now (marketing)', response: { 200: staffBannersAnswer } },
    handler: async () => ok(await content.banners()),
  });

  r.post('/api/staff/catalogue/banners', {
    schema: { tags, summary: 'Add a banner, shown in the app from startsAt to endsAt (marketing; audited)', body: bannerInput, response: { 200: staffBannerAnswer } },
    handler: async (req) => ok(await content.saveBanner(req.staff!, null, req.body, originOf(req))),
  });

  r.post('/api/staff/catalogue/banners/:id', {
    schema: { tags, summary: 'Change a banner: words, picture, link, dates, on or off (marketing; audited)', params: idParams, body: bannerInput, response: { 200: staffBannerAnswer } },
    handler: async (req) => ok(await content.saveBanner(req.staff!, req.params.id, req.body, originOf(req))),
  });

  r.get('/api/staff/catalogue/notices', {
    schema: { tags, summary: 'Holiday notices with their Lusaka dates and whether the app shows each today (marketing)', response: { 200: staffNoticesAnswer } },
    handler: async () => ok(await content.notices()),
  });

  r.post('/api/staff/catalogue/notices', {
    schema: { tags, summary: 'Add a holiday notice, shown on the Lusaka days startsOn to endsOn (marketing; audited)', body: noticeInput, response: { 200: staffNoticeAnswer } },
    handler: async (req) => ok(await content.saveNotice(req.staff!, null, req.body, originOf(req))),
  });

  r.post('/api/staff/catalogue/notices/:id', {
    schema: { tags, summary: 'Change a holiday notice (marketing; audited)', params: idParams, body: noticeInput, response: { 200: staffNoticeAnswer } },
    handler: async (req) => ok(await content.saveNotice(req.staff!, req.params.id, req.body, originOf(req))),
  });

  r.get('/api/staff/catalogue/store-page', {
    schema: { tags, summary: 'The figures the /details store page shows (marketing)', response: { 200: staffStorePageAnswer } },
    handler: async () => ok(await content.storePage()),
  });

  r.post('/api/staff/catalogue/store-page', {
    schema: { tags, summary: 'Set the store page figures from the real store listing; null hides a figure (marketing; audited)', body: storePageFigures, response: { 200: staffStorePageAnswer } },
    handler: async (req) => ok(await content.saveStorePage(req.staff!, req.body, originOf(req))),
  });
};
