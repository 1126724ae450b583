// Help with a late bill (docs/collections.md): the figures and texts the app and the server share. No zod here: the
// web imports it.

/** A promise to pay names a date at most this many days ahead; one open promise per loan. */
export const PROMISE_MAX_DAYS = 14;
export const HARDSHIP_REASON_MIN = 10;
export const HARDSHIP_REASON_MAX = 500;
export const HARDSHIP_REASON_TOO_SHORT = `Please tell us why in at least ${HARDSHIP_REASON_MIN} characters`;
export const PROMISE_DATE_MISSING = 'Please choose the date you will pay on';
