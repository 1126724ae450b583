import { appStarted } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';

import { takeIdTokenFromLocation } from '../lib/google-return';

/**
 * Back from the sandbox's stand-in Google page: the ID token in the fragment is taken out of the address bar at
 * start-up and the sign-in goes on (bind check, then login or the bind-phone panel), as after Google's own popup.
 */
export function googleReturnListeners(startListening: AppStartListening, take: () => string | null = takeIdTokenFromLocation) {
  return startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const token = typeof window === 'undefined' ? null : take();
      if (!token) return;
      // Loaded only when coming back with a token: the sign-in code stays out of the start-up bundle.
      const { continueWithGoogleToken } = await import('./google.thunks');
      await api.dispatch(continueWithGoogleToken(token));
    },
  });
}
