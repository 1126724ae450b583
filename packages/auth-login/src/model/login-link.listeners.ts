import type { AppStartListening } from '@pocket/app-core/hooks';

import { takeLoginLinkFromLocation } from '../lib/login-link';
import { startWithFragment } from './start-with-fragment';

/** Opened from an SMS login link: the link is taken out of the address bar at start-up and logs the borrower in. */
export function loginLinkListeners(startListening: AppStartListening, take: () => string | null = takeLoginLinkFromLocation) {
  return startWithFragment(startListening, take, async (link, dispatch) => {
    const { logInWithLink } = await import('./login-link.thunks');
    await dispatch(logInWithLink(link));
  });
}
