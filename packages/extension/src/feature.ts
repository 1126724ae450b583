import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

/** extension: the 'extension' overlay (opened by planId from any bill) and /qp/extension/$orderPlanId. */
export const extensionFeature: FeatureModule = {
  name: 'extension',
  pages: {
    qpExtension: () => import('./pages/qp-extension-page'),
  },
  overlays: {
    extension: lazy(() => import('./overlays/extension-overlay')),
  },
};

export default extensionFeature;
