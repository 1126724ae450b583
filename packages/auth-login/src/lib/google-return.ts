import { fragmentParam, takeFragmentParam } from './fragment-param';

/** The fragment parameter the sandbox's stand-in Google page comes back with (apps/api sandbox/google-routes.ts). */
export const GOOGLE_TOKEN_FRAGMENT = 'google_id_token';

/** Where the stand-in Google page is opened, with the page to come back to. */
export function sandboxSignInUrl(signInUrl: string, returnTo: string): string {
  return `${signInUrl}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

/** The ID token in a URL fragment ('#google_id_token=...'), or null. */
export const idTokenFromHash = (hash: string): string | null => fragmentParam(hash, GOOGLE_TOKEN_FRAGMENT);

/** Takes the ID token out of the address bar (it must not stay in history or be shared with a link). */
export const takeIdTokenFromLocation = (win?: Pick<Window, 'location' | 'history'>): string | null => takeFragmentParam(GOOGLE_TOKEN_FRAGMENT, win);
