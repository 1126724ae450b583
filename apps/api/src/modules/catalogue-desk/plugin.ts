import fp from 'fastify-plugin';

import { ContentDeskService } from './content';
import { productPriceKind } from './product-price';
import { catalogueRoutes } from './routes';

/**
 * The catalogue and content desk (docs/backoffice.md): loan product versions (a price change is a `product.price`
 * maker-checker request; new loans only, from its date), through the lending engine's door `app.lending.products`;
 * marketing's banners, holiday notices and store page figures, through activities' door `app.content`. Every write is
 * an audit row.
 */
export const catalogueDesk = fp(
  async (app) => {
    const now = app.appConfig.now;
    app.approvals.register(productPriceKind(app.lending.products, now));
    const content = new ContentDeskService(app.db, app.content, app.staffAudit);
    await app.register(catalogueRoutes, { products: app.lending.products, content, now });
  },
  { name: 'catalogue-desk', dependencies: ['staff', 'staff-audit', 'approvals', 'lending', 'activities'] },
);
