import type { AppDispatch, RootState } from '@pocket/app-core/hooks';
import { openOverlay } from '@pocket/app-core/overlays';
import { LOGIN_DEVICE_TYPE, THIRD_TYPE } from '@pocket/contracts/constants';
import { PROGRESS_TEXT, withProgressToast } from '@pocket/ui-kit/progress-toast';

import { bindCheckApi } from '../api/bind-check';
import { googleClientId } from '../config';
import { GoogleSignInError, reportGoogleFailure, requestGoogleIdToken } from '../lib/google-identity';
import { logIn } from './session.thunks';
import type { LoginDeps } from './session.thunks';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

export interface GoogleDeps extends LoginDeps {
  clientId?: string | undefined;
  requestIdToken?: (clientId: string) => Promise<string>;
}

export type GoogleOutcome = 'logged-in' | 'needs-phone' | 'failed';

/**
 * Spec section 4, Google sign-in (consent is checked by the panel before this runs): an ID token from Google, a bind
 * check, then a login when the account is bound or the bind-phone panel when it is not. Failures of the library or
 * of Google are reported internally only (spec section 8).
 */
export function signInWithGoogle(deps: GoogleDeps = {}): Thunk<GoogleOutcome> {
  return async (dispatch) => {
    const clientId = 'clientId' in deps ? deps.clientId : googleClientId;
    const requestIdToken = deps.requestIdToken ?? ((id: string) => requestGoogleIdToken(id));
    if (!clientId) {
      reportGoogleFailure(new GoogleSignInError('Google sign-in is not configured (no client id)'));
      return 'failed';
    }
    let authCode: string;
    try {
      authCode = await requestIdToken(clientId);
    } catch (error) {
      reportGoogleFailure(error);
      return 'failed';
    }
    const check = await dispatch(
      bindCheckApi.endpoints.bindCheck.initiate({ authCode, thirdType: THIRD_TYPE.google, deviceType: LOGIN_DEVICE_TYPE }),
    );
    if ('error' in check) {
      reportGoogleFailure(check.error);
      return 'failed';
    }
    if (!check.data.bind) {
      dispatch(openOverlay({ id: 'bindPhone', params: { authCode } }));
      return 'needs-phone';
    }
    try {
      await withProgressToast(PROGRESS_TEXT.logIn, () => dispatch(logIn({ authCode }, deps, { quiet: true })));
      return 'logged-in';
    } catch (error) {
      reportGoogleFailure(error);
      return 'failed';
    }
  };
}

/** The bind-phone panel's submit: login with the Google ID token plus the phone and its code (binds, then logs in). */
export function bindPhoneAndLogIn(authCode: string, input: { mobile: string; captcha: string }, deps: LoginDeps = {}) {
  return logIn({ authCode, ...input }, deps);
}
