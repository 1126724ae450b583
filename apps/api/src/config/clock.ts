/**
 * The server's two time sources (docs/decisions/0051-sandbox-clock-and-demo-portfolio.md).
 *
 * - `now`: business time, the one every date decision reads (bills' due dates, overdue and penalties, reminders,
 *   reports' day, VIP terms...). It is the wall clock plus the sandbox clock's offset; outside the sandbox the offset
 *   is always 0 (the routes that move it do not exist).
 * - `wallNow`: the real time, for what is checked against a clock outside the server: request signatures'
 *   timestamps, login codes and sessions, staff TOTP codes and sessions, the staff audit, rate limits. Moving the
 *   sandbox clock never logs anyone out or makes an authenticator app's code wrong.
 *
 * Tests pass their fake clock as `config.now`; buildApp makes it the wall clock, so both follow it.
 */
export interface Clock {
  /** Business time in milliseconds since the epoch: the wall clock plus the offset. */
  readonly now: () => number;
  /** The real time (the fake clock of a test). */
  readonly wallNow: () => number;
  /** How far business time is from the wall clock, in milliseconds. */
  offsetMs(): number;
  /** Moves business time to the wall clock plus `ms` (sandbox only: see modules/sandbox/clock.ts). */
  setOffset(ms: number): void;
}

export function createClock(wallNow: () => number): Clock {
  let offset = 0;
  return {
    now: () => wallNow() + offset,
    wallNow,
    offsetMs: () => offset,
    setOffset(ms) {
      if (!Number.isSafeInteger(ms)) throw new RangeError(`A clock offset must be whole milliseconds, got ${ms}`);
      offset = ms;
    },
  };
}
