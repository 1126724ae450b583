import { loggedOut } from '@pocket/app-core/app-state';
import type { AppDispatch } from '@pocket/app-core/hooks';

import { logoutApi } from '../api/logout';

/**
 * docs/product.md#states-and-transitions, Logout: the server revokes the token first (the call must still carry it), then the app state
 * clears token, authStep, user info, user id, remind, appLoginRecord and the auth loan type date. Whatever the server
 * answers, this device forgets the session.
 */
export function logOut() {
  return async (dispatch: AppDispatch): Promise<void> => {
    await dispatch(logoutApi.endpoints.logout.initiate());
    dispatch(loggedOut());
  };
}
