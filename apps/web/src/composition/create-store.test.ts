import { beforeEach, describe, expect, it } from 'vitest';

import { appStarted, loggedOut, loginSucceeded, userInfoLoaded } from '@pocket/app-core/app-state';

import { createAppStore } from './create-store';

beforeEach(() => {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.localStorage.clear();
});

describe('app store', () => {
  it('a session survives a reload: token, user id and user info come back from cookies', () => {
    const first = createAppStore([]);
    first.dispatch(loginSucceeded({ token: 'tok', id: 3 }));
    first.dispatch(userInfoLoaded({ mobile: '0961234567' }));
    const reloaded = createAppStore([]).getState().appState;
    expect(reloaded).toMatchObject({ token: 'tok', userId: '3', userInfo: { mobile: '0961234567' } });
    expect(reloaded.deviceId).toBe(first.getState().appState.deviceId);
  });

  it('logout is kept across a reload', () => {
    const first = createAppStore([]);
    first.dispatch(loginSucceeded({ token: 'tok', id: 3 }));
    first.dispatch(loggedOut());
    expect(createAppStore([]).getState().appState).toMatchObject({ token: '', userId: '', userInfo: null });
  });

  it("combines every feature's slice", () => {
    const slice = { reducerPath: 'sample', reducer: (state: { n: number } = { n: 1 }) => state };
    const store = createAppStore([{ name: 'sample', slices: [slice] }]);
    expect((store.getState() as unknown as Record<string, unknown>).sample).toEqual({ n: 1 });
  });

  it("tells every feature's listeners that the app started", () => {
    const seen: string[] = [];
    createAppStore([
      { name: 'sample', listeners: (start) => start({ predicate: () => true, effect: (action) => void seen.push(action.type) }) },
    ]);
    expect(seen).toEqual([appStarted.type]);
  });
});
