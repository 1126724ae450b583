import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

/**
 * repayment: bills (Billing Details, Repayment Plan), coupons, quick repay without login, and the 'repay' and
 * 'paySuccess' overlays. Server state lives in the RTK Query cache, so no slice of its own.
 */
export const repaymentFeature: FeatureModule = {
  name: 'repayment',
  pages: {
    billingDetails: () => import('./pages/billing-details-page'),
    repaymentPlan: () => import('./pages/repayment-plan-page'),
    coupon: () => import('./pages/coupon-page'),
    quickRepay: () => import('./pages/quick-repay-page'),
  },
  overlays: {
    repay: lazy(() => import('./overlays/repay-overlay')),
    paySuccess: lazy(() => import('./overlays/pay-success-overlay')),
  },
};

export default repaymentFeature;
