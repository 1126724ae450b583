import { useEffect, useRef } from 'react';

import { nextFollowDelay, nextPatientDelay } from './follow-schedule';

/** What one check answers: `true` when the payment is final (stop asking); a promise is waited for first. */
export type FollowCheck = boolean | void | PromiseLike<unknown>;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * The one payment follower's clock: while `active`, calls `check` on the follow schedule (./follow-schedule), waiting
 * for its answer when it returns a promise, until it says the payment is final or `active` turns false. With an
 * `onGiveUp` (a page that offers "check again") it stops at the give-up time and calls it; without one it keeps asking
 * every 30 s after that time, so a payment is followed on the page until it is final, without a reload. Starts again from the quickest delay each time it turns active or `restartKey` changes.
 */
export function useFollowSchedule(active: boolean, check: () => FollowCheck, options: { restartKey?: unknown; onGiveUp?: () => void } = {}): void {
  const latest = useRef({ check, onGiveUp: options.onGiveUp });
  latest.current = { check, onGiveUp: options.onGiveUp };
  const { restartKey } = options;
  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const started = Date.now();
    const next = () => {
      if (cancelled) return;
      const elapsed = Date.now() - started;
      const delay = latest.current.onGiveUp ? nextFollowDelay(attempt, elapsed) : nextPatientDelay(attempt, elapsed);
      if (delay === null) {
        latest.current.onGiveUp?.();
        return;
      }
      timer = setTimeout(() => {
        attempt += 1;
        const answer = latest.current.check();
        if (isThenable(answer)) answer.then((final) => final !== true && next(), next);
        else if (answer !== true) next();
      }, delay);
    };
    next();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [active, restartKey]);
}
