/** Backoff while a VIP payment is in flight: quick at first (the PIN prompt takes seconds), then every 10 s. */
const DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000] as const;
export const MAX_DELAY_MS = 10_000;

export function pollDelay(attempt: number): number {
  return DELAYS_MS[attempt] ?? MAX_DELAY_MS;
}
