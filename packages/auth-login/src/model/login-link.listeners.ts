import { appStarted } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';

import { takeLoginLinkFromLocation } from '../lib/login-link';

/** Opened from an SMS login link: the link is taken out of the address bar at start-up and logs the borrower in. */
export function loginLinkListeners(startListening: AppStartListening, take: () => string | null = takeLoginLinkFromLocation) {
  return startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const link = typeof window === 'undefined' ? null : take();
      if (!link) return;
      // Loaded only when opened from a link: the login code stays out of the start-up bundle.
      const { logInWithLink } = await import('./login-link.thunks');
      await api.dispatch(logInWithLink(link));
    },
  });
}
