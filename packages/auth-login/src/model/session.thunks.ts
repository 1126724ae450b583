import type { ApiFailure } from '@pocket/api-client/errors';
import { storeChosenLanguage } from '@pocket/api-client/language';
import {
  loginSucceeded,
  selectAppChannelCode,
  selectAppState,
  setAppLoginRecord,
  userInfoLoaded,
} from '@pocket/app-core/app-state';
import type { AppDispatch, RootState } from '@pocket/app-core/hooks';
import { closeOverlay, openOverlay } from '@pocket/app-core/overlays';
import type { LoginData, MobileLoginBody } from '@pocket/contracts/api/auth';
import { LOGIN_DEVICE_TYPE, THIRD_TYPE } from '@pocket/contracts/constants';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';

import { getAppLoginRecordApi } from '../api/get-app-login-record';
import { getUserInfoApi } from '../api/get-user-info';
import { mobileLoginApi } from '../api/mobile-login';
import { reportRegistration } from './conversion-events';
import type { ConversionSink, RandomSource } from './conversion-events';

type Thunk<T> = (dispatch: AppDispatch, getState: () => RootState) => Promise<T>;

export interface LoginDeps {
  random?: RandomSource;
  sink?: ConversionSink;
}

/** docs/product.md#states-and-transitions, Login: token and user id stored, user info fetched, login record loaded, marketing panel opened,
 * login panel closed; a new registration may report a conversion for its channel. */
export function completeLogin(data: LoginData, deps: LoginDeps = {}): Thunk<void> {
  return async (dispatch, getState) => {
    dispatch(loginSucceeded({ token: data.token, id: data.id }));
    const info = await dispatch(getUserInfoApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true }));
    if (info.data) dispatch(userInfoLoaded(info.data));
    const record = await dispatch(getAppLoginRecordApi.endpoints.getAppLoginRecord.initiate(undefined, { forceRefetch: true }));
    if (record.data) dispatch(setAppLoginRecord(record.data.appLoginRecord));
    // A language chosen on the login panel is now the account's too (SMS and USSD follow it).
    await storeChosenLanguage();
    dispatch(openOverlay({ id: 'marketing' }));
    dispatch(closeOverlay('bindPhone'));
    dispatch(closeOverlay('login'));
    reportRegistration(data.appRedirectStatus, selectAppChannelCode(getState()), deps);
  };
}

/** The login body: deviceType always 4, device brand and channel from the app state (docs/product.md#app-state-and-entities). */
export function loginBody(state: RootState, credentials: Omit<MobileLoginBody, 'deviceType' | 'deviceBrand' | 'appChannelCode'>) {
  const app = selectAppState(state);
  const invite = app.inviteCode ? { inviteCode: app.inviteCode } : {};
  return { ...credentials, deviceType: LOGIN_DEVICE_TYPE, deviceBrand: app.device, appChannelCode: app.appChannelCode, ...invite };
}

/**
 * Logs in and completes the session. A refusal the API client did not toast (417 / 501 reach the caller) is toasted
 * here with the server's msg (docs/product.md#error-catalogue, login failure); the promise rejects either way so the panel stays.
 */
export function logIn(
  credentials: { mobile: string; captcha: string } | { authCode: string; mobile?: string; captcha?: string },
  deps: LoginDeps = {},
  { quiet = false }: { quiet?: boolean } = {},
): Thunk<void> {
  return async (dispatch, getState) => {
    const extra = 'authCode' in credentials ? { thirdType: THIRD_TYPE.google } : {};
    const body = loginBody(getState(), { ...credentials, ...extra });
    const result = await dispatch(mobileLoginApi.endpoints.mobileLogin.initiate(body));
    if ('error' in result) {
      const failure = result.error as ApiFailure;
      if (!failure.toastShown && failure.msg && !quiet) showMessageToast(failure.msg);
      throw Object.assign(new Error(failure.msg), { failure });
    }
    await dispatch(completeLogin(result.data, deps));
  };
}
