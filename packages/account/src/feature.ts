import { lazy } from 'react';

import type { FeatureModule } from '@pocket/app-core/feature-module';

/** account: /me, /set, /help (complaints), the data rights (/my-data, /correct-my-data, /consents, /close-account), /agreement/privacy, /al and the credit score popup. The session is app-core's. */
export const accountFeature: FeatureModule = {
  name: 'account',
  pages: {
    me: () => import('./pages/me-page'),
    set: () => import('./pages/set-page'),
    help: () => import('./pages/help-page'),
    myData: () => import('./pages/my-data-page'),
    correctData: () => import('./pages/correct-data-page'),
    consents: () => import('./pages/consents-page'),
    closeAccount: () => import('./pages/close-account-page'),
    privacy: () => import('./pages/privacy-page'),
    loanContract: () => import('./pages/loan-contract-page'),
  },
  overlays: {
    creditScore: lazy(() => import('./overlays/credit-score-popup')),
  },
};

export default accountFeature;
