import type { AuthProvider } from '@refinedev/core';

import { staffSessionData } from '@pocket/contracts/api/staff';
import type { StaffSessionData, StaffSignInBody } from '@pocket/contracts/api/staff';
import { sessionCalls } from '@pocket/contracts/staff';

import { callStaff, StaffApiError } from '../api/http';
import { sessionStore } from '../auth/session-store';

/** Words shown when a session answer does not have the agreed shape (a server of another version). */
const BAD_SESSION = 'The server gave an answer this desk does not understand. Reload the page.';

async function readSession(call: () => Promise<unknown>): Promise<StaffSessionData> {
  const answer = staffSessionData.safeParse(await call());
  if (!answer.success) throw new StaffApiError(500, BAD_SESSION);
  sessionStore.set(answer.data.staff, answer.data.csrfToken);
  return answer.data;
}

const failure = (error: unknown, name: string) => ({
  success: false as const,
  error: { name, message: error instanceof Error ? error.message : String(error) },
});

/**
 * Refine's auth provider over the staff session: sign-in with e-mail, password and TOTP; the session itself is the
 * server's httpOnly cookie, the CSRF token stays in memory (sessionStore). A 401 from any call signs the desk out.
 */
export const authProvider: AuthProvider = {
  login: async (body: StaffSignInBody) => {
    try {
      await readSession(() => callStaff(sessionCalls.signIn, { body }));
      return { success: true, redirectTo: '/' };
    } catch (error) {
      return failure(error, 'Sign-in refused');
    }
  },
  logout: async () => {
    try {
      await callStaff(sessionCalls.signOut);
    } catch {
      // Signed out already (expired, or the server forgot the session): the desk forgets it too.
    }
    sessionStore.clear();
    return { success: true, redirectTo: '/login' };
  },
  check: async () => {
    try {
      if (!sessionStore.get()) await readSession(() => callStaff(sessionCalls.read));
      return { authenticated: true };
    } catch {
      sessionStore.clear();
      return { authenticated: false, redirectTo: '/login', logout: true };
    }
  },
  getIdentity: async () => sessionStore.get(),
  getPermissions: async () => sessionStore.get()?.roles ?? [],
  onError: async (error: unknown) => {
    if (error instanceof StaffApiError && error.statusCode === 401) {
      sessionStore.end(error.message);
      return { logout: true, redirectTo: '/login', error };
    }
    return {};
  },
};
