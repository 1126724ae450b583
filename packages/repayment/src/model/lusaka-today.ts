// Business dates are Lusaka's (UTC+2, no daylight saving), whatever the phone's time zone.
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Today in Africa/Lusaka as YYYY-MM-DD. */
export function lusakaToday(now = Date.now()): string {
  return new Date(now + LUSAKA_OFFSET_MS).toISOString().slice(0, 10);
}
