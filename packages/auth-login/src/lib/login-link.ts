import { fragmentParam, takeFragmentParam } from './fragment-param';

/** The fragment of an SMS login link (`/home#login_link=...`, apps/api otp.service.ts). */
export const LOGIN_LINK_FRAGMENT = 'login_link';

/** The link code in a URL fragment, or null. */
export const loginLinkFromHash = (hash: string): string | null => fragmentParam(hash, LOGIN_LINK_FRAGMENT);

/** Takes the link code out of the address bar (it works once and must not stay in history). */
export const takeLoginLinkFromLocation = (win?: Pick<Window, 'location' | 'history'>): string | null => takeFragmentParam(LOGIN_LINK_FRAGMENT, win);
