/**
 * The fragment of an SMS login link (`/home#login_link=...`, apps/api otp.service.ts): a fragment never reaches
 * server logs or a Referer.
 */
export const LOGIN_LINK_FRAGMENT = 'login_link';

/** The link code in a URL fragment, or null. */
export function loginLinkFromHash(hash: string): string | null {
  const link = new URLSearchParams(hash.replace(/^#/, '')).get(LOGIN_LINK_FRAGMENT);
  return link ? link : null;
}

/** Takes the link code out of the address bar (it works once and must not stay in history). */
export function takeLoginLinkFromLocation(win: Pick<Window, 'location' | 'history'> = window): string | null {
  const link = loginLinkFromHash(win.location.hash);
  if (link) win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  return link;
}
