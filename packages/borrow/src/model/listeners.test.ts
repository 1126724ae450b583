import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import { appStarted, loginSucceeded } from '@pocket/app-core/app-state';
import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/render';

import { productListApi } from '../api/product-list';
import { registerBorrowListeners } from './listeners';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const LIST = { creditLimit: 500, availableLimit: 500, products: [] };

function start(path: string, loggedIn = false) {
  api.reset();
  // Slow enough that the page's own query comes while the start-up request is in flight.
  api.on('/v4/product/list', { data: LIST, delayMs: 150 });
  const store = makeStore({}, { listeners: [(s) => registerBorrowListeners(s, { path: () => path })] });
  configureApiClient({ store, baseURL: api.baseURL, toaster: { show: () => undefined, fail: () => undefined } });
  if (loggedIn) store.dispatch(loginSucceeded({ token: 'tok-1', id: 1 }));
  store.dispatch(appStarted());
  return store;
}

describe('start-up on the landing page', () => {
  it('asks for the products before the page renders, and the page finds that request in flight (one call)', async () => {
    const store = start('/home');
    await expect.poll(() => api.callsTo('/v4/product/list').length).toBe(1);
    // What the home page's useGetProductListQuery({ signed: false }) starts when it mounts.
    const page = store.dispatch(productListApi.endpoints.getProductList.initiate({ signed: false }));
    expect((await page).data).toEqual({ creditLimit: 50_000, availableLimit: 50_000, products: [] }); // the wire's K500, read as ngwee
    page.unsubscribe();
    expect(api.callsTo('/v4/product/list')).toHaveLength(1);
    expect(api.callsTo('/v4/product/list')[0]!.headers.token).toBeUndefined();
  });

  it('a logged-in visit asks with the session, as the page does', async () => {
    const store = start('/', true);
    await expect.poll(() => api.callsTo('/v4/product/list').length).toBe(1);
    const page = store.dispatch(productListApi.endpoints.getProductList.initiate({ signed: true }));
    await page;
    page.unsubscribe();
    expect(api.callsTo('/v4/product/list')).toHaveLength(1);
    expect(api.callsTo('/v4/product/list')[0]!.headers.token).toBe('tok-1');
  });

  it('asks for nothing on a visit that starts elsewhere (a deep link into a flow)', async () => {
    start('/qp');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.callsTo('/v4/product/list')).toHaveLength(0);
  });
});
