import { describe, expect, it } from 'vitest';

import { closeOverlay, openOverlay } from '../overlays/overlays.slice';
import { createDefaultAppState } from './app-state.defaults';
import {
  appStateSlice,
  loggedOut,
  loginSucceeded,
  setAuthStep,
  setMarketingShow,
  setRemind,
  setVipPaymentShow,
  userInfoLoaded,
  vipPaymentMobileEdited,
} from './app-state.slice';
import { makeCoreStore } from './core-store.test-helpers';

describe('app state defaults (docs/product.md#app-state-and-entities and docs/product.md#business-constants)', () => {
  it("starts with lang 'en', authStep 1, appLoginRecord true and channel 'h5'", () => {
    const state = createDefaultAppState({ search: '', userAgent: '' });
    expect(state).toMatchObject({ lang: 'en', authStep: 1, appLoginRecord: true, appChannelCode: 'h5' });
    expect(state).toMatchObject({ appName: 'Pocket', AppVersionCode: '1016', tenantID: 'tenant_23', token: '' });
  });
  it('takes appChannelCode from the query string', () => {
    expect(createDefaultAppState({ search: '?source=pwa&appChannelCode=WM2', userAgent: '' }).appChannelCode).toBe(
      'WM2',
    );
  });
  it('gives each session a random UUID uid', () => {
    const a = createDefaultAppState({ search: '', userAgent: '' });
    const b = createDefaultAppState({ search: '', userAgent: '' });
    expect(a.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.uid).not.toBe(b.uid);
  });
});

describe('login and logout (docs/product.md#states-and-transitions)', () => {
  it('stores the token and the user id on login', () => {
    const store = makeCoreStore();
    store.dispatch(loginSucceeded({ token: 't0k', id: 17 }));
    expect(store.getState().appState).toMatchObject({ token: 't0k', userId: '17' });
  });

  it('logout clears token, authStep, user info, user id, remind, login record and the auth loan type date only', () => {
    const store = makeCoreStore();
    store.dispatch(loginSucceeded({ token: 't0k', id: 17 }));
    store.dispatch(userInfoLoaded({ mobile: '0961234567' }));
    store.dispatch(setAuthStep(4));
    store.dispatch(setRemind(true));
    store.dispatch(appStateSlice.actions.setAppLoginRecord(false));
    store.dispatch(appStateSlice.actions.setAuthLoanTypeExecutedDate('2026-11-22'));
    store.dispatch(appStateSlice.actions.setMarketList([{ id: 1 }]));
    const before = store.getState().appState;
    store.dispatch(loggedOut());
    const after = store.getState().appState;
    expect(after).toMatchObject({
      token: '',
      authStep: 1,
      userInfo: null,
      userId: '',
      remind: false,
      appLoginRecord: true,
      authLoanTypeExecutedDate: null,
    });
    const cleared = ['token', 'authStep', 'userInfo', 'userId', 'remind', 'appLoginRecord', 'authLoanTypeExecutedDate'];
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      if (!cleared.includes(key)) expect(after[key], key).toEqual(before[key]);
    }
    expect(after.marketList).toEqual([{ id: 1 }]);
  });
});

describe('show flags', () => {
  it('a marketing flag opens the marketing overlay and closing it clears the flag', () => {
    const store = makeCoreStore();
    store.dispatch(setMarketingShow(true));
    expect(store.getState().overlays.marketing?.open).toBe(true);
    expect(store.getState().appState.marketingShow).toBe(true);
    store.dispatch(closeOverlay('marketing'));
    expect(store.getState().appState.marketingShow).toBe(false);
  });
  it('opening the login overlay sets loginShow', () => {
    const store = makeCoreStore();
    store.dispatch(openOverlay({ id: 'login' }));
    expect(store.getState().appState.loginShow).toBe(true);
  });
  it('the VIP payment flag keeps its params in vipPaymentParams', () => {
    const store = makeCoreStore();
    const params = { name: 'VIP Monthly', payAmount: 49, vipCardId: 1, mobile: '0961234567' };
    store.dispatch(setVipPaymentShow(true, params));
    expect(store.getState().appState).toMatchObject({ vipPaymentShow: true, vipPaymentParams: params });
    expect(store.getState().overlays.vipPayment).toEqual({ open: true, params });
  });
  it('a phone edited in the VIP payment popup replaces the mobile of vipPaymentParams, and nothing else', () => {
    const store = makeCoreStore();
    store.dispatch(vipPaymentMobileEdited('0977000111'));
    expect(store.getState().appState.vipPaymentParams).toBeNull();
    const params = { name: 'VIP Monthly', payAmount: 49, vipCardId: 1, mobile: '0961234567' };
    store.dispatch(setVipPaymentShow(true, params));
    store.dispatch(vipPaymentMobileEdited('0977000111'));
    expect(store.getState().appState.vipPaymentParams).toEqual({ ...params, mobile: '0977000111' });
  });
});
