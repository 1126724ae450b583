import { beforeEach, describe, expect, it } from 'vitest';

import { appStarted, loggedOut, loginSucceeded, userInfoLoaded } from '@pocket/app-core/app-state';
import { persistedSlice } from '@pocket/app-core/persistence';

import { createAppStore } from './create-store';

beforeEach(() => {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('app store', () => {
  it('a session survives a reload: token, user id and user info come back from cookies', async () => {
    const first = await createAppStore([]);
    first.store.dispatch(loginSucceeded({ token: 'tok', id: 3 }));
    first.store.dispatch(userInfoLoaded({ mobile: '0961234567' }));
    await first.persistor.flush();
    const reloaded = (await createAppStore([])).store.getState().appState;
    expect(reloaded).toMatchObject({ token: 'tok', userId: '3', userInfo: { mobile: '0961234567' } });
    expect(reloaded.deviceId).toBe(first.store.getState().appState.deviceId);
  });

  it('the stored token is in the store as soon as the store is ready (before the router exists)', async () => {
    document.cookie = `token=${encodeURIComponent('"tok"')}; path=/`;
    const { store } = await createAppStore([]);
    expect(store.getState().appState.token).toBe('tok');
  });

  it('logout is kept across a reload', async () => {
    const first = await createAppStore([]);
    first.store.dispatch(loginSucceeded({ token: 'tok', id: 3 }));
    first.store.dispatch(loggedOut());
    await first.persistor.flush();
    const reloaded = (await createAppStore([])).store.getState().appState;
    expect(reloaded).toMatchObject({ token: '', userId: '', userInfo: null });
  });

  it("combines every feature's slice, persisting the fields a feature asks for", async () => {
    const slice = { reducerPath: 'sample', reducer: (state: { n: number } = { n: 1 }) => state };
    window.localStorage.setItem('n', '7');
    const { store } = await createAppStore([{ name: 'sample', slices: [persistedSlice(slice, { fields: { n: 'local' } })] }]);
    expect((store.getState() as unknown as Record<string, unknown>).sample).toMatchObject({ n: 7 });
  });

  it("tells every feature's listeners that the app started", async () => {
    const seen: string[] = [];
    await createAppStore([
      {
        name: 'sample',
        listeners: (start) => start({ predicate: (action) => action.type === appStarted.type, effect: (action) => void seen.push(action.type) }),
      },
    ]);
    expect(seen).toEqual([appStarted.type]);
  });
});
