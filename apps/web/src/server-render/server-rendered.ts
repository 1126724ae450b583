/**
 * The anonymous first screens the server renders as HTML (issue 28, docs/performance.md "First screens as HTML"):
 * their markup does not depend on who is signed in, so the server's render and the browser's first one are the same.
 * Every other address (and every page the service worker answers offline) gets the empty shell and renders in the
 * browser, and so does every address for a signed-in borrower (the API sees the token cookie).
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  '/home',
  '/member',
  '/qp',
  '/agreement/privacy',
  '/al',
  '/activity/turntable',
  '/activity/poster',
  '/activity/couponBenefit',
];

/** True when the server renders this address's first screen (exact path; a trailing slash is the same page). */
export function rendersOnServer(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SERVER_RENDERED_PATHS.includes(path);
}
