import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

import { persistedRepaymentSlice } from './model/repayment.slice';

/**
 * repayment: bills (Billing Details, Repayment Plan), coupons, quick repay without login, and the 'repay' and
 * 'paySuccess' overlays. Server state lives in the RTK Query cache; the order UI state of the repay and pay-success
 * popups (orderId, repayShow, paySuccessShow; docs/product.md#app-state-and-entities) in repayment's own slice, kept in cookies.
 */
export const repaymentFeature: FeatureModule = {
  name: 'repayment',
  slices: [persistedRepaymentSlice],
  pages: {
    billingDetails: () => import('./pages/billing-details-page'),
    repaymentPlan: () => import('./pages/repayment-plan-page'),
    coupon: () => import('./pages/coupon-page'),
    quickRepay: () => import('./pages/quick-repay-page'),
    billHelp: () => import('./pages/bill-help-page'),
  },
  overlays: {
    repay: lazy(() => import('./overlays/repay-overlay')),
    paySuccess: lazy(() => import('./overlays/pay-success-overlay')),
  },
};

export default repaymentFeature;
