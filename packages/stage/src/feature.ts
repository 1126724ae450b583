import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { lazySlot } from '@pocket/app-core/slots';

import { stageSlice } from './model/stage.slice';

/**
 * stage: phones on instalments. /stage-details (catalogue, a phone's full cost, the deposit and pickup code),
 * /stage/bill-detail/$orderId (stage bills with 'Pay'), the 'stageRepay' overlay, the stage slice (stage data and
 * the refresh flag of docs/product.md#app-state-and-entities) and the phones offer in the 'homeOffers' slot of /home.
 */
export const stageFeature: FeatureModule = {
  name: 'stage',
  pages: {
    stageDetails: () => import('./pages/stage-details-page'),
    stageBillDetail: () => import('./pages/stage-bill-detail-page'),
  },
  slices: [stageSlice],
  overlays: {
    stageRepay: lazy(() => import('./overlays/stage-repay-overlay')),
  },
  slots: {
    homeOffers: lazySlot(() => import('./slots/home-phones')),
  },
};

export default stageFeature;
