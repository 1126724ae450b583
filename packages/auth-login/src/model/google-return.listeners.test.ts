import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appStarted } from '@pocket/app-core/app-state';

import { startFakePocketServer } from '../test/fake-pocket-server';
import { makeTestStore } from '../test/make-test-store';
import { googleReturnListeners } from './google-return.listeners';

let server: Awaited<ReturnType<typeof startFakePocketServer>>;
beforeAll(async () => {
  server = await startFakePocketServer({
    'POST /api/v1/user-third-info/bind-check': () => ({ data: { bind: false } }),
  });
});
afterAll(() => server.close());

describe('back from the sandbox Google page', () => {
  it('a new Google account coming back with a token gets the bind-phone panel with that token', async () => {
    const store = makeTestStore(server.origin, {}, undefined, (start) => googleReturnListeners(start, () => 'sandbox-id-token'));
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().overlays.bindPhone).toEqual({ open: true, params: { authCode: 'sandbox-id-token' } }));
    expect(server.calls('/api/v1/user-third-info/bind-check')[0]!.body).toMatchObject({ authCode: 'sandbox-id-token', thirdType: 1 });
  });

  it('without a token in the address nothing is called', async () => {
    server.seen.length = 0;
    const store = makeTestStore(server.origin, {}, undefined, (start) => googleReturnListeners(start, () => null));
    store.dispatch(appStarted());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.seen).toHaveLength(0);
    expect(store.getState().overlays.bindPhone).toBeUndefined();
  });
});
