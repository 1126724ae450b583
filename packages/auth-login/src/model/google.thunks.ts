import type { AppDispatch, RootState } from '@pocket/app-core/hooks';
import { openOverlay } from '@pocket/app-core/overlays';
import { textsIn } from '@pocket/app-core/say';
import { LOGIN_DEVICE_TYPE, THIRD_TYPE } from '@pocket/contracts/constants';
import { PROGRESS_TEXT, showMessageToast, withProgressToast } from '@pocket/ui-kit/progress-toast';

import { bindCheckApi } from '../api/bind-check';
import { googleConfigApi } from '../api/google-config';
import { googleClientId } from '../config';
import { GoogleSignInError, reportGoogleFailure, requestGoogleIdToken } from '../lib/google-identity';
import { sandboxSignInUrl } from '../lib/google-return';
import { logIn } from './session.thunks';
import type { LoginDeps } from './session.thunks';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

export interface GoogleDeps extends LoginDeps {
  /** The build's client id (VITE_GOOGLE_CLIENT_ID); without one, the server says how Google works there. */
  clientId?: string | undefined;
  requestIdToken?: (clientId: string) => Promise<string>;
  /** Leaves for the sandbox's stand-in Google page; it comes back with the ID token in the fragment. */
  goTo?: (url: string) => void;
}

export type GoogleOutcome = 'logged-in' | 'needs-phone' | 'redirected' | 'failed';

/** Shown when this server has no Google sign-in (no client id, not the sandbox): never a silent button. */
export const GOOGLE_UNAVAILABLE = 'Google sign-in is not available here. Please log in with your phone number.';

type GoogleMethod = { mode: 'google'; clientId: string } | { mode: 'sandbox'; signInUrl: string } | { mode: 'off' };

async function googleMethod(dispatch: AppDispatch, deps: GoogleDeps): Promise<GoogleMethod> {
  const built = 'clientId' in deps ? deps.clientId : googleClientId;
  if (built) return { mode: 'google', clientId: built };
  const config = await dispatch(googleConfigApi.endpoints.googleConfig.initiate(undefined, { subscribe: false }));
  const data = config.data;
  if (data?.mode === 'google' && data.clientId) return { mode: 'google', clientId: data.clientId };
  if (data?.mode === 'sandbox' && data.signInUrl) return { mode: 'sandbox', signInUrl: data.signInUrl };
  return { mode: 'off' };
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * docs/product.md#states-and-transitions, Google sign-in (consent is checked by the panel before this runs): an ID token from Google (or, in
 * the sandbox, from the stand-in Google page, which comes back to this page), a bind check, then a login when the
 * account is bound or the bind-phone panel when it is not. Failures of the library or of Google are reported
 * internally only (docs/product.md#error-catalogue); a server without Google sign-in says so in a toast. The toasts are
 * said in the borrower's language (docs/languages.md).
 */
export function signInWithGoogle(deps: GoogleDeps = {}): Thunk<GoogleOutcome> {
  return async (dispatch, getState) => {
    const t = await textsIn(getState().appState.lang);
    const method = await withProgressToast(t(PROGRESS_TEXT.loading), () => googleMethod(dispatch, deps));
    if (method.mode === 'off') {
      reportGoogleFailure(new GoogleSignInError('Google sign-in is not configured (no client id)'));
      showMessageToast(t(GOOGLE_UNAVAILABLE));
      return 'failed';
    }
    if (method.mode === 'sandbox') {
      (deps.goTo ?? ((url: string) => window.location.assign(url)))(sandboxSignInUrl(method.signInUrl, currentPath()));
      return 'redirected';
    }
    const requestIdToken = deps.requestIdToken ?? ((id: string) => requestGoogleIdToken(id));
    let authCode: string;
    try {
      authCode = await requestIdToken(method.clientId);
    } catch (error) {
      reportGoogleFailure(error);
      return 'failed';
    }
    return continueWithGoogleToken(authCode, deps)(dispatch, getState);
  };
}

/** With a Google ID token in hand: the bind check, then a login, or the bind-phone panel for a new account. */
export function continueWithGoogleToken(authCode: string, deps: LoginDeps = {}): Thunk<GoogleOutcome> {
  return async (dispatch, getState) => {
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
    const t = await textsIn(getState().appState.lang);
    try {
      await withProgressToast(t(PROGRESS_TEXT.logIn), () => dispatch(logIn({ authCode }, deps, { quiet: true })));
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
