import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { lazySlot } from '@pocket/app-core/slots';

/**
 * vip: the Member tab (/member, anonymous allowed), the 'vipPayment' overlay and the VIP offer on /home (slot
 * 'homeOffers'). vipPaymentShow / vipPaymentParams are app-core's app state (persisted in cookies there,
 * docs/product.md#app-state-and-entities), so no slice of its own; server state lives in the RTK Query cache.
 */
export const vipFeature: FeatureModule = {
  name: 'vip',
  pages: {
    member: () => import('./pages/member-page'),
  },
  overlays: {
    vipPayment: lazy(() => import('./overlays/vip-payment-overlay')),
  },
  slots: {
    homeOffers: lazySlot(() => import('./slots/home-vip-offer')),
  },
};

export default vipFeature;
