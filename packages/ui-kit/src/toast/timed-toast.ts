import { Toast } from 'react-vant';

import { TOAST_DURATION_MS } from '@pocket/contracts/constants';

/**
 * When the message toast on screen that blocks clicks (an error, or a page's own message such as "Your account is
 * closed...") ends. react-vant shows one toast at a time and a newer one closes the older, so a loading toast opened
 * meanwhile (by the app: the borrower cannot tap) would cut the message short: it waits instead (./progress-toast). A
 * hint that leaves clicks free is replaced at once by the loading toast of the borrower's next tap. Its own small
 * module because api-client's toaster, on every first load, needs only this.
 */
let messageEndsAt = 0;

/** How long the message on screen has still to go, in ms (0 or less: none). */
export const messageTimeLeft = (): number => messageEndsAt - Date.now();

/** A message toast for its full time (TOAST_DURATION_MS); every message goes through here, api-client's included. */
export function showTimedToast(message: string, type: 'info' | 'fail' = 'info', forbidClick = false): void {
  if (forbidClick) messageEndsAt = Date.now() + TOAST_DURATION_MS;
  Toast[type]({ message, duration: TOAST_DURATION_MS, forbidClick });
}
