import { describe, expect, it } from 'vitest';

import { createDefaultAppState, inviteFromQuery } from './app-state.defaults';
import { loginSucceeded } from './app-state.slice';
import { makeCoreStore } from './core-store.test-helpers';

describe('invite code of a referral link', () => {
  it('is read from ?invite= (upper-cased) and ignored when malformed', () => {
    expect(inviteFromQuery('?invite=k7q2m9xa')).toBe('K7Q2M9XA');
    expect(inviteFromQuery('?invite=<script>')).toBeNull();
    expect(inviteFromQuery('')).toBeNull();
    expect(createDefaultAppState({ search: '?invite=K7Q2M9XA', userAgent: '' }).inviteCode).toBe('K7Q2M9XA');
  });

  it('is kept until login, then cleared', () => {
    const store = makeCoreStore(createDefaultAppState({ search: '?invite=K7Q2M9XA', userAgent: '' }));
    store.dispatch(loginSucceeded({ token: 't', id: 1 }));
    expect(store.getState().appState.inviteCode).toBe('');
  });
});
