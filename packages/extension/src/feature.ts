import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

import { persistedExtensionSlice } from './model/extension.slice';

/**
 * extension: the 'extension' overlay (opened by planId from any bill) and /qp/extension/$orderPlanId; the order UI
 * state of its popup (planId, extensionShow; docs/product.md#app-state-and-entities) in extension's own slice, kept in cookies.
 */
export const extensionFeature: FeatureModule = {
  name: 'extension',
  slices: [persistedExtensionSlice],
  pages: {
    qpExtension: () => import('./pages/qp-extension-page'),
  },
  overlays: {
    extension: lazy(() => import('./overlays/extension-overlay')),
  },
};

export default extensionFeature;
