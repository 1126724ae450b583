import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

/**
 * auth-login: the login and bind-phone overlays. No slice of its own: the session lives in app-core's app state, and
 * a 401 already logs out and opens the login panel in the API client.
 */
export const authLoginFeature: FeatureModule = {
  name: 'auth-login',
  overlays: {
    login: lazy(() => import('./overlays/login-overlay')),
    bindPhone: lazy(() => import('./overlays/bind-phone-overlay')),
  },
};

export default authLoginFeature;
