import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appStarted } from '@pocket/app-core/app-state';
import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/make-store';

import { googleReturnListeners } from './google-return.listeners';

let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi({
    'POST /v1/user-third-info/bind-check': () => ({ data: { bind: false } }),
  });
});
afterAll(() => server.close());

describe('back from the sandbox Google page', () => {
  it('a new Google account coming back with a token gets the bind-phone panel with that token', async () => {
    const store = makeStore({}, { baseURL: `${server.origin}/api`, browserDefaults: true, listeners: [(start) => googleReturnListeners(start, () => 'sandbox-id-token')] });
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().overlays.bindPhone).toEqual({ open: true, params: { authCode: 'sandbox-id-token' } }));
    expect(server.callsTo('/v1/user-third-info/bind-check')[0]!.body).toMatchObject({ authCode: 'sandbox-id-token', thirdType: 1 });
  });

  it('without a token in the address nothing is called', async () => {
    server.calls.length = 0;
    const store = makeStore({}, { baseURL: `${server.origin}/api`, browserDefaults: true, listeners: [(start) => googleReturnListeners(start, () => null)] });
    store.dispatch(appStarted());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
    expect(store.getState().overlays.bindPhone).toBeUndefined();
  });
});
