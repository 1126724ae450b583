/** When to ask again: 2 s, 3 s, 5 s after the submit, then every 10 s. */
export const FOLLOW_DELAYS_MS = [2_000, 3_000, 5_000] as const;
export const FOLLOW_EVERY_MS = 10_000;
/** After this long without a final answer the bill says "still waiting" and offers to check again. */
export const FOLLOW_GIVE_UP_MS = 180_000;

/** The wait before check number `attempt` (0 = the first), or null once the next check would pass the give-up time. */
export function nextFollowDelay(attempt: number, elapsedMs: number): number | null {
  const delay = FOLLOW_DELAYS_MS[attempt] ?? FOLLOW_EVERY_MS;
  return elapsedMs + delay > FOLLOW_GIVE_UP_MS ? null : delay;
}
