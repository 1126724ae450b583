import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { lazySlot } from '@pocket/app-core/slots';

import { registerActivitiesListeners } from './model/listeners';

/**
 * activities: prize wheel, referral poster, coupon packs, /gc, the store page, and the 'marketing' and 'holidays'
 * overlays. packageName, the download links, marketList and holidaysList live in app-core's app state
 * (docs/product.md#app-state-and-entities), filled by this feature's start-up listener; server data stays in the RTK Query cache, so no slice of its own.
 */
export const activitiesFeature: FeatureModule = {
  name: 'activities',
  pages: {
    turntable: () => import('./pages/turntable-page'),
    poster: () => import('./pages/poster-page'),
    couponBenefit: () => import('./pages/coupon-benefit-page'),
    getCoupon: () => import('./pages/get-coupon-page'),
    details: () => import('./pages/details-page'),
  },
  overlays: {
    marketing: lazy(() => import('./overlays/marketing-overlay')),
    holidays: lazy(() => import('./overlays/holidays-overlay')),
  },
  slots: {
    homeOffers: lazySlot(() => import('./slots/activity-offers')),
  },
  listeners: (startListening) => registerActivitiesListeners(startListening),
};

export default activitiesFeature;
