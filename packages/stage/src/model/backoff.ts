import { useEffect, useRef } from 'react';

/** Delays between polls of a payment that is not final yet: quick at first (PIN prompts are fast), then calmer. */
export const BACKOFF_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 10_000] as const;

export const backoffDelay = (attempt: number): number => BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;

/** Calls `poll` with growing delays while `active`; starts again from the quickest delay each time it turns active. */
export function useBackoffPoll(active: boolean, poll: () => unknown): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        latest.current();
        attempt += 1;
        next();
      }, backoffDelay(attempt));
    };
    next();
    return () => clearTimeout(timer);
  }, [active]);
}
