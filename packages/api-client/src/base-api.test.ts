// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loggedOut } from '@pocket/app-core/app-state';

import { baseApi } from './base-api';
import { configureApiClient } from './client';
import { createPocketStore } from './store';
import { startTestServer } from './test-server';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userInfo: build.query<{ mobile: string }, void>({
      query: () => ({ url: '/my/getUserInfo', method: 'GET', needsToken: true }),
      providesTags: ['User'],
    }),
    apply: build.mutation<unknown, { amount: number }>({
      query: (body) => ({ url: '/zmb/index/api/appManualGetLoan', data: body, needsToken: true }),
    }),
  }),
});

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer((request) =>
    request.url.includes('getUserInfo')
      ? { status: 200, body: { code: 200, msg: 'ok', data: { mobile: '0961234567' } } }
      : { status: 200, body: { code: 417, msg: 'Complete your identity first', data: { cerCode: 2 } } },
  );
});
afterAll(() => server.close());

function makeStore() {
  const store = createPocketStore();
  configureApiClient({ store, baseURL: `${server.origin}/api`, toaster: { show: () => {}, fail: () => {} } });
  return store;
}

describe('RTK Query base api', () => {
  it("gives the envelope's data on code 200", async () => {
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.userInfo.initiate());
    expect(result.data).toEqual({ mobile: '0961234567' });
  });

  it('hands a 417 to the caller as an error with its data, toastShown false', async () => {
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.apply.initiate({ amount: 500 }));
    expect(result.error).toMatchObject({ code: 417, msg: 'Complete your identity first', data: { cerCode: 2 }, toastShown: false });
  });

  it("logout empties the cache so the next user never sees the last one's answers", async () => {
    const store = makeStore();
    await store.dispatch(api.endpoints.userInfo.initiate());
    expect(api.endpoints.userInfo.select()(store.getState()).data).toBeDefined();
    store.dispatch(loggedOut());
    expect(api.endpoints.userInfo.select()(store.getState()).data).toBeUndefined();
  });
});
