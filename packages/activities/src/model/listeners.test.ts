import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import { appStarted } from '@pocket/app-core/app-state';
import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/render';

import { BANNERS, NOTICES } from '../fixtures/activities.fixtures';
import { registerActivitiesListeners } from './listeners';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

let preloaded: string[] = [];
const preload = { popup: () => void preloaded.push('popup'), image: (url: string) => void preloaded.push(url) };

async function start(notices = NOTICES, path = '/home') {
  preloaded = [];
  api.reset();
  api.on('/v1/channel/queryByChannelCode/WM2', { data: { code: 'WM2', name: 'Partner', appDownloadUrl: '/?source=pwa&appChannelCode=WM2', altDownloadUrl: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app', packageName: 'zm.co.pocket.app', googleLoginEnabled: true } });
  api.on('/v1/activity/market-list', { data: BANNERS });
  api.on('/v1/activity/holidays-list', { data: notices });
  const store = makeStore({ appState: { appChannelCode: 'WM2' } }, { listeners: [(s) => registerActivitiesListeners(s, { storage: () => window.localStorage, path: () => path, preload })] });
  configureApiClient({ store, baseURL: api.baseURL, toaster: { show: () => undefined, fail: () => undefined } });
  store.dispatch(appStarted());
  await expect.poll(() => store.getState().appState.holidaysList.length + store.getState().appState.marketList.length).toBeGreaterThan(0);
  await expect.poll(() => store.getState().appState.packageName).toBe('zm.co.pocket.app');
  return store;
}

describe('start-up', () => {
  it('the channel call fills packageName and the download links; marketList and holidaysList are loaded', async () => {
    window.localStorage.clear();
    const store = await start();
    expect(store.getState().appState).toMatchObject({
      packageName: 'zm.co.pocket.app',
      appDownloadLink: '/?source=pwa&appChannelCode=WM2',
      alternateChannelDownloadLink: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app',
      marketList: BANNERS,
      holidaysList: NOTICES,
    });
    expect(store.getState().overlays.holidays?.open).toBe(true);
  });

  it('loads the popup code while the notices are asked for, and their images before the popup shows', async () => {
    window.localStorage.clear();
    const store = await start();
    await expect.poll(() => store.getState().overlays.holidays?.open).toBe(true);
    expect(preloaded).toEqual(['popup', ...NOTICES.map((n) => n.imageUrl)]);
  });

  it('preloads nothing when the popup will not show: a visit into a flow, or a notice already shown today', async () => {
    window.localStorage.clear();
    const store = await start(NOTICES, '/qp');
    await expect.poll(() => store.getState().appState.holidaysList.length).toBeGreaterThan(0);
    expect(preloaded).toEqual([]);
  });

  it('no current notice: no holidays popup', async () => {
    window.localStorage.clear();
    const store = await start([]);
    await expect.poll(() => store.getState().appState.marketList.length).toBe(2);
    expect(store.getState().overlays.holidays?.open ?? false).toBe(false);
  });

  it('a visit that lands in a flow (/qp, /borrow-plan) is not greeted by the notice', async () => {
    for (const path of ['/qp', '/borrow-plan']) {
      window.localStorage.clear();
      const store = await start(NOTICES, path);
      await expect.poll(() => store.getState().appState.holidaysList.length).toBeGreaterThan(0);
      expect(store.getState().overlays.holidays?.open ?? false, path).toBe(false);
    }
  });
});
