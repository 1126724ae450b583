import { beforeEach, describe, expect, it } from 'vitest';

import { openOverlay } from '../overlays/overlays.slice';
import { COOKIE_VALUE_BUDGET, OVERFLOW_PREFIX } from '../persist/field-storage';
import { browserTestStores, clearBrowserStores, env, loadPage, recordingJar } from '../persist/persist.test-helpers';
import { appStateSlice, loggedOut, loginSucceeded, setMarketList, userInfoLoaded } from './app-state.slice';
import { documentCookieJar } from './cookie-jar';

beforeEach(clearBrowserStores);

const cookie = (name: string) => documentCookieJar().get(name);

describe('app state persisted with redux-persist (docs/product.md#app-state-and-entities layout)', () => {
  it('keeps the token and user id in cookies across a reload', async () => {
    const { store, persistor } = await loadPage();
    store.dispatch(loginSucceeded({ token: 'abc', id: 5 }));
    await persistor.flush();
    expect(cookie('token')).toBe(encodeURIComponent('"abc"'));
    expect((await loadPage()).state().appState).toMatchObject({ token: 'abc', userId: '5' });
  });

  it('a borrower logged in before redux-persist stays logged in: cookies as the old code wrote them are read', async () => {
    const year = 'max-age=31536000; path=/';
    document.cookie = `token=${encodeURIComponent('"old-token"')}; ${year}`;
    document.cookie = `userId=${encodeURIComponent('"42"')}; ${year}`;
    document.cookie = `authStep=3; ${year}`;
    document.cookie = `userInfo=${encodeURIComponent('{"mobile":"0961234567"}')}; ${year}`;
    document.cookie = `uid=${encodeURIComponent('"session-uid"')}; path=/`;
    window.localStorage.setItem('deviceId', '"device-1"');
    window.localStorage.setItem(`${OVERFLOW_PREFIX}marketList`, JSON.stringify([{ id: 9 }]));
    const { state } = await loadPage();
    expect(state().appState).toMatchObject({
      token: 'old-token',
      userId: '42',
      authStep: 3,
      userInfo: { mobile: '0961234567' },
      uid: 'session-uid',
      deviceId: 'device-1',
      marketList: [{ id: 9 }],
    });
    expect(cookie('token')).toBe(encodeURIComponent('"old-token"'));
  });

  it('keeps deviceId in localStorage and reuses it on the next visit', async () => {
    const first = (await loadPage()).state().appState.deviceId;
    expect(window.localStorage.getItem('deviceId')).toBe(JSON.stringify(first));
    expect(cookie('deviceId')).toBeUndefined();
    expect((await loadPage()).state().appState.deviceId).toBe(first);
  });

  it('keeps authLoanTypeExecutedDate in localStorage', async () => {
    const { store, persistor } = await loadPage();
    store.dispatch(appStateSlice.actions.setAuthLoanTypeExecutedDate('2026-11-22'));
    await persistor.flush();
    expect(window.localStorage.getItem('authLoanTypeExecutedDate')).toBe('"2026-11-22"');
    expect(cookie('authLoanTypeExecutedDate')).toBeUndefined();
    expect((await loadPage()).state().appState.authLoanTypeExecutedDate).toBe('2026-11-22');
  });

  it('keeps uid as long as the token (the server binds a session to its uid): a cookie like the token, new at each login', async () => {
    const jar = recordingJar();
    const { store, persistor } = await loadPage({ stores: browserTestStores(jar) });
    const before = store.getState().appState.uid;
    store.dispatch(loginSucceeded({ token: 'abc', id: 5 }));
    await persistor.flush();
    const uid = store.getState().appState.uid;
    expect(uid).not.toBe(before);
    expect(jar.maxAgeOf.get('uid')).toBe(jar.maxAgeOf.get('token'));
    expect((await loadPage()).state().appState).toMatchObject({ token: 'abc', uid });
  });

  it('the panels’ show flags are session cookies, so a later visit does not reopen a panel', async () => {
    document.cookie = `loginShow=true; max-age=31536000; path=/`;
    const jar = recordingJar();
    const { store, persistor } = await loadPage({ stores: browserTestStores(jar) });
    store.dispatch(openOverlay({ id: 'creditScore' }));
    await persistor.flush();
    for (const flag of ['loginShow', 'scoreDescriptionShow', 'marketingShow', 'holidaysShow', 'vipPaymentShow']) {
      expect(jar.maxAgeOf.has(flag), flag).toBe(true);
      expect(jar.maxAgeOf.get(flag), flag).toBeUndefined();
    }
    expect(jar.maxAgeOf.get('token')).toBe(365 * 24 * 60 * 60);
  });

  it('a popup whose flag was open reopens after a reload in the same session', async () => {
    const { store, persistor } = await loadPage();
    store.dispatch(openOverlay({ id: 'creditScore' }));
    await persistor.flush();
    expect((await loadPage()).state().overlays.creditScore?.open).toBe(true);
  });

  it('a value too large for a cookie moves to localStorage and comes back whole', async () => {
    const { store, persistor } = await loadPage();
    const marketList = Array.from({ length: 60 }, (_, i) => ({ id: i, image: `https://cdn.example/banner-${i}.png` }));
    expect(encodeURIComponent(JSON.stringify(marketList)).length).toBeGreaterThan(COOKIE_VALUE_BUDGET);
    store.dispatch(setMarketList(marketList));
    await persistor.flush();
    expect(cookie('marketList')).toBeUndefined();
    expect(window.localStorage.getItem(`${OVERFLOW_PREFIX}marketList`)).not.toBeNull();
    expect((await loadPage()).state().appState.marketList).toEqual(marketList);
    store.dispatch(setMarketList([{ id: 1 }]));
    await persistor.flush();
    expect(window.localStorage.getItem(`${OVERFLOW_PREFIX}marketList`)).toBeNull();
    expect((await loadPage()).state().appState.marketList).toEqual([{ id: 1 }]);
  });

  it('keeps the whole cookie header small even when every large field is large', async () => {
    const { store, persistor } = await loadPage();
    const big = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, text: `notice number ${i}` }));
    store.dispatch(loginSucceeded({ token: 'a'.repeat(64), id: 123456 }));
    store.dispatch(userInfoLoaded({ mobile: '0961234567', extra: 'y'.repeat(3000) }));
    store.dispatch(setMarketList(big(40)));
    store.dispatch(appStateSlice.actions.setHolidaysList(big(40)));
    store.dispatch(appStateSlice.actions.setScoreDescriptionContent('z'.repeat(2000)));
    await persistor.flush();
    expect(document.cookie.length).toBeLessThan(8 * 1024);
    const reloaded = (await loadPage()).state().appState;
    expect(reloaded.holidaysList).toEqual(big(40));
    expect(reloaded.userInfo).toEqual({ mobile: '0961234567', extra: 'y'.repeat(3000) });
  });

  it('logout is persisted: the token cookie is emptied', async () => {
    const { store, persistor } = await loadPage();
    store.dispatch(loginSucceeded({ token: 'abc', id: 5 }));
    store.dispatch(loggedOut());
    await persistor.flush();
    expect((await loadPage()).state().appState).toMatchObject({ token: '', userId: '', authStep: 1 });
  });

  it('the query string channel wins over a stored one and is stored', async () => {
    await loadPage();
    const withQuery = await loadPage({ env: { ...env, search: '?appChannelCode=H5GGZT' } });
    expect(withQuery.state().appState.appChannelCode).toBe('H5GGZT');
    expect((await loadPage()).state().appState.appChannelCode).toBe('H5GGZT');
  });

  it('a stored AppVersionCode from an older build never overrides the build constant', async () => {
    document.cookie = `AppVersionCode=${encodeURIComponent('"1000"')}; path=/`;
    expect((await loadPage()).state().appState.AppVersionCode).toBe('1016');
    expect(cookie('AppVersionCode')).toBe(encodeURIComponent('"1016"'));
  });

  it('an unreadable cookie falls back to the default', async () => {
    document.cookie = 'authStep=%E0%A4%A; path=/';
    expect((await loadPage()).state().appState.authStep).toBe(1);
  });
});
