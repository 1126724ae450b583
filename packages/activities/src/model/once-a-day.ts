import { lusakaDate } from '@pocket/contracts/lusaka-date';

// A popup's "day" is the Lusaka calendar date (docs/product.md#money-and-time).

const KEY = 'pocket.activities.shown.';

/** Remembers in localStorage that a popup was shown to someone today (marketing: per user; holidays: per device). */
export function shownToday(popup: string, who: string, now: number, store: Storage = window.localStorage): boolean {
  return store.getItem(`${KEY}${popup}.${who}`) === lusakaDate(now);
}

export function markShown(popup: string, who: string, now: number, store: Storage = window.localStorage): void {
  store.setItem(`${KEY}${popup}.${who}`, lusakaDate(now));
}
