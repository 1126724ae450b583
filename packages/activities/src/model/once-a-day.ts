/** The Lusaka calendar date (UTC+2 all year) of an instant: a popup's "day". */
export const lusakaDay = (now: number): string => new Date(now + 2 * 3_600_000).toISOString().slice(0, 10);

const KEY = 'pocket.activities.shown.';

/** Remembers in localStorage that a popup was shown to someone today (marketing: per user; holidays: per device). */
export function shownToday(popup: string, who: string, now: number, store: Storage = window.localStorage): boolean {
  return store.getItem(`${KEY}${popup}.${who}`) === lusakaDay(now);
}

export function markShown(popup: string, who: string, now: number, store: Storage = window.localStorage): void {
  store.setItem(`${KEY}${popup}.${who}`, lusakaDay(now));
}
