import type { ApiFailure } from '@pocket/api-client/errors';
import type { AppDispatch, RootState } from '@pocket/app-core/hooks';
import { openOverlay } from '@pocket/app-core/overlays';
import { textsIn } from '@pocket/app-core/say';
import { PROGRESS_TEXT, showMessageToast, withProgressToast } from '@pocket/ui-kit/progress-toast';

import { linkLoginApi } from '../api/link-login';
import { completeLogin, loginBody } from './session.thunks';
import type { LoginDeps } from './session.thunks';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

/**
 * Opens an SMS login link: logs in as a code would ('Log In...' while it runs). A used or expired link says so and
 * opens the login panel, the next step (a new code, whose SMS carries a new link).
 */
export function logInWithLink(link: string, deps: LoginDeps = {}): Thunk<'logged-in' | 'failed'> {
  return async (dispatch, getState) => {
    const body = loginBody(getState(), {});
    const t = await textsIn(getState().appState.lang);
    const result = await withProgressToast(t(PROGRESS_TEXT.logIn), () => dispatch(linkLoginApi.endpoints.linkLogin.initiate({ ...body, link })));
    if ('error' in result) {
      const failure = result.error as ApiFailure;
      if (!failure.toastShown && failure.msg) showMessageToast(failure.msg);
      dispatch(openOverlay({ id: 'login' }));
      return 'failed';
    }
    await dispatch(completeLogin(result.data, deps));
    return 'logged-in';
  };
}
