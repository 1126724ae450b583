import { afterEach, describe, expect, it } from 'vitest';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { csrf } from '../api/csrf';
import { StaffApiError } from '../api/http';
import { sessionStore } from '../auth/session-store';
import { fakeStaffApi, Refusal } from '../test/fake-staff-api';
import { staffMember } from '../test/fixtures';
import { authProvider } from './auth-provider';

afterEach(() => sessionStore.clear());

const SIGN_IN = { email: 'risk@pocket.test', password: 'pocket-risk-sandbox', totp: '123456' };

describe('the auth provider over the staff session', () => {
  it('signs in with e-mail, password and code, and keeps the CSRF token in memory', async () => {
    const api = fakeStaffApi({ 'POST /session': () => ({ staff: staffMember(['risk']), csrfToken: 'token-after-sign-in' }) });
    await expect(authProvider.login(SIGN_IN)).resolves.toMatchObject({ success: true });
    expect(api.requests[0]!.body).toEqual(SIGN_IN);
    expect(csrf.get()).toBe('token-after-sign-in');
    expect(await authProvider.getPermissions!()).toEqual(['risk']);
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });

  it('shows the server’s words when sign-in is refused', async () => {
    fakeStaffApi({ 'POST /session': () => { throw new Refusal(401, STAFF_SESSION_MESSAGES.wrong); } });
    const answer = await authProvider.login(SIGN_IN);
    expect(answer).toMatchObject({ success: false, error: { message: 'E-mail, password or code is wrong' } });
    expect(csrf.get()).toBeNull();
  });

  it('asks the server whether a session is open (after a reload) and takes its token', async () => {
    fakeStaffApi({ 'GET /session': () => ({ staff: staffMember(['support']), csrfToken: 'fresh' }) });
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
    expect(csrf.get()).toBe('fresh');
    expect(await authProvider.getIdentity!()).toMatchObject({ roles: ['support'] });
  });

  it('sends a signed-out desk to the sign-in page', async () => {
    fakeStaffApi({ 'GET /session': () => { throw new Refusal(401, STAFF_SESSION_MESSAGES.signedOut); } });
    await expect(authProvider.check()).resolves.toMatchObject({ authenticated: false, redirectTo: '/login' });
  });

  it('signs out with the CSRF token and forgets the session', async () => {
    const api = fakeStaffApi({ 'DELETE /session': () => null });
    sessionStore.set(staffMember(['admin']), api.csrfToken);
    await expect(authProvider.logout({})).resolves.toMatchObject({ success: true, redirectTo: '/login' });
    expect(api.requests[0]!.csrf).toBe(api.csrfToken);
    expect(sessionStore.get()).toBeNull();
    expect(csrf.get()).toBeNull();
  });

  it('signs the desk out when any call answers 401 (session ended), not on other refusals', async () => {
    sessionStore.set(staffMember(['admin']), 't');
    await expect(authProvider.onError(new StaffApiError(403, 'Your role may not do this'))).resolves.toEqual({});
    expect(sessionStore.get()).not.toBeNull();
    await expect(authProvider.onError(new StaffApiError(401, STAFF_SESSION_MESSAGES.expired))).resolves.toMatchObject({ logout: true });
    expect(sessionStore.get()).toBeNull();
  });
});
