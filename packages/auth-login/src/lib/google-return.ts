/** The fragment parameter the sandbox's stand-in Google page comes back with (apps/api sandbox/google-routes.ts). */
export const GOOGLE_TOKEN_FRAGMENT = 'google_id_token';

/** Where the stand-in Google page is opened, with the page to come back to. */
export function sandboxSignInUrl(signInUrl: string, returnTo: string): string {
  return `${signInUrl}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

/** The ID token in a URL fragment ('#google_id_token=...'), or null. */
export function idTokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(GOOGLE_TOKEN_FRAGMENT);
  return token ? token : null;
}

/** Takes the ID token out of the address bar (it must not stay in history or be shared with a link). */
export function takeIdTokenFromLocation(win: Pick<Window, 'location' | 'history'> = window): string | null {
  const token = idTokenFromHash(win.location.hash);
  if (token) win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  return token;
}
