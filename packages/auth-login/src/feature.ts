import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

import { googleReturnListeners } from './model/google-return.listeners';

/**
 * auth-login: the login and bind-phone overlays. No slice of its own: the session lives in app-core's app state, and
 * a 401 already logs out and opens the login panel in the API client. Its listener finishes a sandbox Google sign-in.
 */
export const authLoginFeature: FeatureModule = {
  name: 'auth-login',
  overlays: {
    login: lazy(() => import('./overlays/login-overlay')),
    bindPhone: lazy(() => import('./overlays/bind-phone-overlay')),
  },
  listeners: (startListening) => googleReturnListeners(startListening),
};

export default authLoginFeature;
