import fp from 'fastify-plugin';

import { productPriceKind } from './product-price';
import { catalogueRoutes } from './routes';

/**
 * The catalogue and content desk (docs/backoffice.md): loan product versions (a price change is a `product.price`
 * maker-checker request; new loans only, from its date), through the lending engine's door `app.lending.products`.
 */
export const catalogueDesk = fp(
  async (app) => {
    const now = app.appConfig.now;
    app.approvals.register(productPriceKind(app.lending.products, now));
    await app.register(catalogueRoutes, { products: app.lending.products, now });
  },
  { name: 'catalogue-desk', dependencies: ['staff', 'staff-audit', 'approvals', 'lending'] },
);
