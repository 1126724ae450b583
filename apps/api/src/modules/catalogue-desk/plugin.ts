import fp from 'fastify-plugin';

import { channelDesk } from '../channel/plugin';
import { ChannelsDesk } from './channels';
import { ContentDeskService } from './content';
import { couponPackKind, OffersDeskService, wheelBudgetKind, wheelPrizeKind } from './offers';
import { productPriceKind } from './product-price';
import { catalogueRoutes } from './routes';
import { catalogueMoreRoutes } from './routes-more';
import { VipCardsDesk, vipPriceKind } from './vip-cards';

/**
 * The catalogue and content desk (docs/backoffice.md): loan product versions (a price change is a `product.price`
 * maker-checker request; new loans only, from its date), through the lending engine's door `app.lending.products`;
 * marketing's banners, holiday notices and store page figures, through activities' door `app.content`; VIP cards
 * (`vip.price`, through `app.vip.desk`), coupon packs and the prize wheel (`coupon.pack`, `wheel.prize`,
 * `wheel.budget`, through `app.offers`), channels and download links (the channel module's door). Every write is an
 * audit row.
 */
export const catalogueDesk = fp(
  async (app) => {
    const now = app.appConfig.now;
    app.approvals.register(productPriceKind(app.lending.products, now));
    const content = new ContentDeskService(app.db, app.content, app.staffAudit);
    await app.register(catalogueRoutes, { products: app.lending.products, content, now });
    app.approvals.register(vipPriceKind(app.vip.desk, now));
    app.approvals.register(couponPackKind(app.offers));
    app.approvals.register(wheelPrizeKind(app.offers));
    app.approvals.register(wheelBudgetKind(app.offers));
    await app.register(catalogueMoreRoutes, {
      vipCards: new VipCardsDesk(app.db, app.vip.desk, app.staffAudit),
      offers: new OffersDeskService(app.db, app.offers, app.staffAudit),
      channels: new ChannelsDesk(app.db, channelDesk(now), app.staffAudit),
    });
  },
  { name: 'catalogue-desk', dependencies: ['staff', 'staff-audit', 'approvals', 'lending', 'activities', 'vip'] },
);
