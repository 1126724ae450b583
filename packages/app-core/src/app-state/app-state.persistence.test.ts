import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';

import { openOverlay, overlaysSlice } from '../overlays/overlays.slice';
import { loadAppState, loadCoreState, persistAppState } from './app-state.persistence';
import { appStateSlice, loggedOut, loginSucceeded, setMarketList, userInfoLoaded } from './app-state.slice';
import { COOKIE_VALUE_BUDGET, OVERFLOW_PREFIX } from './app-state.storage';
import { documentCookieJar } from './cookie-jar';

const env = { search: '', userAgent: 'Mozilla/5.0 (Linux; Android 13; TECNO KI5q)' };
const stores = () => ({ cookies: documentCookieJar(), local: window.localStorage });

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function startStore() {
  const store = configureStore({
    reducer: combineSlices(appStateSlice, overlaysSlice),
    preloadedState: loadCoreState(stores(), env),
  });
  persistAppState(store, stores());
  return store;
}

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
});

describe('app state persistence', () => {
  it('keeps the token and user id in cookies across a reload', () => {
    startStore().dispatch(loginSucceeded({ token: 'abc', id: 5 }));
    expect(documentCookieJar().get('token')).toBe(encodeURIComponent('"abc"'));
    expect(startStore().getState().appState).toMatchObject({ token: 'abc', userId: '5' });
  });

  it('keeps deviceId in localStorage and reuses it on the next visit', () => {
    const first = startStore().getState().appState.deviceId;
    expect(window.localStorage.getItem('deviceId')).toBe(JSON.stringify(first));
    expect(documentCookieJar().get('deviceId')).toBeUndefined();
    expect(startStore().getState().appState.deviceId).toBe(first);
  });

  it('keeps authLoanTypeExecutedDate and appliedProduct in localStorage', () => {
    const store = startStore();
    store.dispatch(appStateSlice.actions.setAuthLoanTypeExecutedDate('2026-11-22'));
    store.dispatch(appStateSlice.actions.setAppliedProduct({ productId: 3 }));
    expect(window.localStorage.getItem('authLoanTypeExecutedDate')).toBe('"2026-11-22"');
    expect(JSON.parse(window.localStorage.getItem('appliedProduct')!)).toEqual({ productId: 3 });
    expect(documentCookieJar().get('appliedProduct')).toBeUndefined();
  });

  it('keeps uid for the session: the same uid after a reload while the session cookie lives', () => {
    const uid = startStore().getState().appState.uid;
    expect(startStore().getState().appState.uid).toBe(uid);
    clearCookies();
    expect(startStore().getState().appState.uid).not.toBe(uid);
  });

  it('a value too large for a cookie moves to localStorage and comes back whole', () => {
    const store = startStore();
    const marketList = Array.from({ length: 60 }, (_, i) => ({ id: i, image: `https://cdn.example/banner-${i}.png` }));
    expect(encodeURIComponent(JSON.stringify(marketList)).length).toBeGreaterThan(COOKIE_VALUE_BUDGET);
    store.dispatch(setMarketList(marketList));
    expect(documentCookieJar().get('marketList')).toBeUndefined();
    expect(window.localStorage.getItem(`${OVERFLOW_PREFIX}marketList`)).not.toBeNull();
    expect(startStore().getState().appState.marketList).toEqual(marketList);
    store.dispatch(setMarketList([{ id: 1 }]));
    expect(window.localStorage.getItem(`${OVERFLOW_PREFIX}marketList`)).toBeNull();
    expect(startStore().getState().appState.marketList).toEqual([{ id: 1 }]);
  });

  it('a large userInfo survives a reload without losing fields', () => {
    const userInfo = { mobile: '0961234567', note: 'x'.repeat(5000) };
    startStore().dispatch(userInfoLoaded(userInfo));
    expect(startStore().getState().appState.userInfo).toEqual(userInfo);
  });

  it('keeps the whole cookie header small even when every large field is large', () => {
    const store = startStore();
    const big = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, text: `notice number ${i}` }));
    store.dispatch(loginSucceeded({ token: 'a'.repeat(64), id: 123456 }));
    store.dispatch(userInfoLoaded({ mobile: '0961234567', extra: 'y'.repeat(3000) }));
    store.dispatch(setMarketList(big(40)));
    store.dispatch(appStateSlice.actions.setHolidaysList(big(40)));
    store.dispatch(appStateSlice.actions.setScoreDescriptionContent('z'.repeat(2000)));
    expect(document.cookie.length).toBeLessThan(8 * 1024);
    expect(startStore().getState().appState.holidaysList).toEqual(big(40));
  });

  it('logout is persisted: the token cookie is emptied', () => {
    const store = startStore();
    store.dispatch(loginSucceeded({ token: 'abc', id: 5 }));
    store.dispatch(loggedOut());
    expect(startStore().getState().appState).toMatchObject({ token: '', userId: '', authStep: 1 });
  });

  it('the query string channel wins over a stored one and is stored', () => {
    startStore();
    const withQuery = loadAppState(stores(), { ...env, search: '?appChannelCode=H5GGZT' });
    expect(withQuery.appChannelCode).toBe('H5GGZT');
    expect(startStore().getState().appState.appChannelCode).toBe('H5GGZT');
  });

  it('a stored AppVersionCode from an older build never overrides the build constant', () => {
    document.cookie = `AppVersionCode=${encodeURIComponent('"1000"')}; path=/`;
    expect(startStore().getState().appState.AppVersionCode).toBe('1016');
  });

  it('an unreadable cookie falls back to the default', () => {
    document.cookie = 'authStep=%E0%A4%A; path=/';
    expect(startStore().getState().appState.authStep).toBe(1);
  });

  it('a popup whose flag was open reopens after a reload', () => {
    startStore().dispatch(openOverlay({ id: 'creditScore' }));
    expect(startStore().getState().overlays.creditScore?.open).toBe(true);
  });
});
