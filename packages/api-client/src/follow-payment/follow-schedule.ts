/**
 * The one schedule every payment is followed on (bills, extensions, VIP cards, phone deposits and stage bills): ask
 * 1 s, 2 s, 3 s, 5 s and 8 s apart at first (a PIN prompt is answered in seconds), then every 10 s.
 */
export const FOLLOW_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000] as const;
export const FOLLOW_EVERY_MS = 10_000;
/** After this long without a final answer a follower with a next step stops asking (a bill says "still waiting" and offers to check again). */
export const FOLLOW_GIVE_UP_MS = 180_000;
/** A page with no "check again" step (VIP, phone deposits, stage bills) keeps asking this often after the give-up time. */
export const FOLLOW_LATE_EVERY_MS = 30_000;

/** The wait before check number `attempt` (0 = the first), or null once the next check would pass the give-up time. */
export function nextFollowDelay(attempt: number, elapsedMs: number): number | null {
  const delay = FOLLOW_DELAYS_MS[attempt] ?? FOLLOW_EVERY_MS;
  return elapsedMs + delay > FOLLOW_GIVE_UP_MS ? null : delay;
}

/** The same schedule for a follower that never gives up: past the give-up time it asks every 30 s until final. */
export function nextPatientDelay(attempt: number, elapsedMs: number): number {
  return nextFollowDelay(attempt, elapsedMs) ?? FOLLOW_LATE_EVERY_MS;
}
