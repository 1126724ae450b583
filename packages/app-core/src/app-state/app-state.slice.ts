import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { randomUuid } from '../lib/uuid';
import type { OverlayId, VipPaymentParams } from '../overlays/overlay-ids';
import { closeOverlay, openOverlay } from '../overlays/overlays.slice';
import { showFlagOf } from '../overlays/show-flags';
import type { FlaggedOverlay } from '../overlays/show-flags';
import { createDefaultAppState } from './app-state.defaults';
import type { AppState, UserInfo } from './app-state.types';

/** Dispatched once by the shell when the store is ready; listeners that act at start-up wait for it. */
export const appStarted = createAction('app/started');

const isFlagged = (id: OverlayId): id is FlaggedOverlay => id in showFlagOf;

export const appStateSlice = createSlice({
  name: 'appState',
  initialState: () => createDefaultAppState(),
  reducers: {
    /**
     * A new session gets a new uid (spec: a random UUID per session). The server binds a session to the uid of its
     * first signed call and refuses any other (issue 34), so the uid is kept as long as the token (APP_STATE_LAYOUT).
     */
    loginSucceeded: {
      prepare: (payload: { token: string; id: string | number }) => ({ payload: { ...payload, uid: randomUuid() } }),
      reducer(state, action: PayloadAction<{ token: string; id: string | number; uid: string }>) {
        state.token = action.payload.token;
        state.uid = action.payload.uid;
        state.userId = String(action.payload.id);
        state.inviteCode = ''; // sent with the login that just succeeded; a later login is no registration
      },
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    /** docs/product.md#states-and-transitions, Logout: exactly these fields. */
    loggedOut(state) {
      state.token = '';
      state.authStep = 1;
      state.userInfo = null;
      state.userId = '';
      state.remind = false;
      state.appLoginRecord = true;
      state.authLoanTypeExecutedDate = null;
    },
    setAuthStep(state, action: PayloadAction<number>) {
      state.authStep = action.payload;
    },
    setInfoStates(state, action: PayloadAction<{ firstInfoState: boolean; reInfoState: boolean }>) {
      state.firstInfoState = action.payload.firstInfoState;
      state.reInfoState = action.payload.reInfoState;
    },
    setAppLoginRecord(state, action: PayloadAction<boolean>) {
      state.appLoginRecord = action.payload;
    },
    setMarketList(state, action: PayloadAction<unknown[]>) {
      state.marketList = action.payload;
    },
    setHolidaysList(state, action: PayloadAction<unknown[]>) {
      state.holidaysList = action.payload;
    },
    setRemind(state, action: PayloadAction<boolean>) {
      state.remind = action.payload;
    },
    setScoreDescriptionContent(state, action: PayloadAction<string>) {
      state.scoreDescriptionContent = action.payload;
    },
    setAuthLoanTypeExecutedDate(state, action: PayloadAction<string | null>) {
      state.authLoanTypeExecutedDate = action.payload;
    },
    setLang(state, action: PayloadAction<string>) {
      state.lang = action.payload;
    },
    setAppChannelCode(state, action: PayloadAction<string>) {
      state.appChannelCode = action.payload;
    },
    /** The phone edited in the VIP payment popup, kept in vipPaymentParams so that a reload shows it again. */
    vipPaymentMobileEdited(state, action: PayloadAction<string>) {
      if (state.vipPaymentParams) state.vipPaymentParams = { ...state.vipPaymentParams, mobile: action.payload };
    },
    /** For the remaining plain fields (loanType, userStatus, productIndex, packageName, registerType, links...). */
    appStatePatched(state, action: PayloadAction<Partial<Omit<AppState, 'token' | 'uid' | 'deviceId'>>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(openOverlay, (state, action) => {
        const { id, params } = action.payload;
        if (isFlagged(id)) state[showFlagOf[id]] = true;
        if (id === 'vipPayment' && params) state.vipPaymentParams = params as unknown as VipPaymentParams;
      })
      .addCase(closeOverlay, (state, action) => {
        if (isFlagged(action.payload)) state[showFlagOf[action.payload]] = false;
      });
  },
  selectors: {
    selectAppState: (state) => state,
    selectToken: (state) => state.token,
    selectHasToken: (state) => state.token !== '',
    selectUserInfo: (state) => state.userInfo,
    selectUserId: (state) => state.userId,
    selectAuthStep: (state) => state.authStep,
    selectAppChannelCode: (state) => state.appChannelCode,
  },
});

export const {
  loginSucceeded,
  userInfoLoaded,
  loggedOut,
  setAuthStep,
  setInfoStates,
  setAppLoginRecord,
  setMarketList,
  setHolidaysList,
  setRemind,
  setScoreDescriptionContent,
  setAuthLoanTypeExecutedDate,
  setLang,
  setAppChannelCode,
  vipPaymentMobileEdited,
  appStatePatched,
} = appStateSlice.actions;

export const {
  selectAppState,
  selectToken,
  selectHasToken,
  selectUserInfo,
  selectUserId,
  selectAuthStep,
  selectAppChannelCode,
} = appStateSlice.selectors;

const flagSetter = (id: FlaggedOverlay) => (show: boolean) => (show ? openOverlay({ id }) : closeOverlay(id));

/** Flag setters of docs/product.md#app-state-and-entities; each opens or closes the overlay the flag stands for. */
export const setLoginShow = flagSetter('login');
export const setMarketingShow = flagSetter('marketing');
export const setHolidaysShow = flagSetter('holidays');
export const setScoreDescriptionShow = flagSetter('creditScore');
export const setVipPaymentShow = (show: boolean, params?: VipPaymentParams) =>
  show ? openOverlay({ id: 'vipPayment', ...(params ? { params } : {}) }) : closeOverlay('vipPayment');

export { showFlagOf };
