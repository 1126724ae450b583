import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

import { googleReturnListeners } from './model/google-return.listeners';
import { loginLinkListeners } from './model/login-link.listeners';

/**
 * auth-login: the login and bind-phone overlays. No slice of its own: the session lives in app-core's app state, and
 * a 401 already logs out and opens the login panel in the API client. Its listeners finish a sandbox Google sign-in and
 * open an SMS login link (`/home#login_link=...`).
 */
export const authLoginFeature: FeatureModule = {
  name: 'auth-login',
  overlays: {
    login: lazy(() => import('./overlays/login-overlay')),
    bindPhone: lazy(() => import('./overlays/bind-phone-overlay')),
  },
  listeners: (startListening) => {
    const stops = [googleReturnListeners(startListening), loginLinkListeners(startListening)];
    return () => stops.forEach((stop) => stop());
  },
};

export default authLoginFeature;
