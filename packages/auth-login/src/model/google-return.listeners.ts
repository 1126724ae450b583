import type { AppStartListening } from '@pocket/app-core/hooks';

import { takeIdTokenFromLocation } from '../lib/google-return';
import { startWithFragment } from './start-with-fragment';

/**
 * Back from the sandbox's stand-in Google page: the ID token in the fragment is taken out of the address bar at
 * start-up and the sign-in goes on (bind check, then login or the bind-phone panel), as after Google's own popup.
 */
export function googleReturnListeners(startListening: AppStartListening, take: () => string | null = takeIdTokenFromLocation) {
  return startWithFragment(startListening, take, async (token, dispatch) => {
    const { continueWithGoogleToken } = await import('./google.thunks');
    await dispatch(continueWithGoogleToken(token));
  });
}
