import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { catalogueProductsAnswer } from '@pocket/contracts/api/staff';

import type { ProductCatalogue } from '../lending/plugin';
import { catalogueProducts } from './products';

const tags = ['staff: catalogue'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export interface CatalogueDeps {
  products: ProductCatalogue;
  now: () => number;
}

export const catalogueRoutes: FastifyPluginAsync<CatalogueDeps> = async (app, { products, now }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/catalogue/products', {
    schema: { tags, summary: 'Loan products with every version of their terms and prices (current, scheduled, past) and its loan count (admin)', response: { 200: catalogueProductsAnswer } },
    handler: async () => ok(await catalogueProducts(app.db, products, new Date(now()))),
  });
};
