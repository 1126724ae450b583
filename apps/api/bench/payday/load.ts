/**
 * The payday's shape: repayments started per second, a ramp to the peak (the first quarter), the peak (to 65% of the
 * duration), a decline to 30% of the peak (the rest); or the peak throughout (`flat`, the soak). Each arrival starts
 * the next repayment of a borrower who is free, has a bill open and room under the product's PIN-prompt limits (5 an
 * hour, 10 a day per wallet); with none, the arrival is counted as not served (N borrowers were too few for the rate).
 */
import { type BorrowerState, type JourneyDeps, repayJourney } from './journeys';

export type Shape = 'payday' | 'flat';

/** The share of the peak at `x` (0..1 of the duration). */
export function shareOfPeak(shape: Shape, x: number): number {
  if (shape === 'flat') return 1;
  if (x < 0.25) return 0.1 + (0.9 * x) / 0.25;
  if (x < 0.65) return 1;
  return 1 - (0.7 * Math.min(1, x - 0.65)) / 0.35;
}

/** The integral of the shape over the duration (in units of the peak times the duration). */
export function shapeArea(shape: Shape): number {
  if (shape === 'flat') return 1;
  const steps = 1_000;
  let sum = 0;
  for (let i = 0; i < steps; i += 1) sum += shareOfPeak(shape, (i + 0.5) / steps);
  return sum / steps;
}

/** The peak window (the plateau) as fractions of the duration. */
export const peakWindow = (shape: Shape): [number, number] => (shape === 'flat' ? [0.1, 1] : [0.25, 0.65]);

const HOUR = 3_600_000;

function roomToPrompt(s: BorrowerState, now: number): number {
  const lastHour = s.prompts.filter((t) => t > now - HOUR);
  if (s.prompts.length >= 10) return Number.POSITIVE_INFINITY;
  if (lastHour.length >= 5) return Math.min(...lastHour) + HOUR;
  return now;
}

export interface LoadResult {
  arrivals: number;
  unserved: number;
}

/** Runs the arrivals for `seconds`; answers when the last arrival has started (journeys may still run). */
export async function runArrivals(opts: {
  borrowers: BorrowerState[];
  peak: number;
  shape: Shape;
  seconds: number;
  deps: JourneyDeps;
  startedAt: number;
  inFlight: { count: number };
}): Promise<LoadResult> {
  const { borrowers, peak, shape, seconds, deps, startedAt, inFlight } = opts;
  // Free borrowers in a random order; those who come back later wait in `later` until their time.
  const ready = [...borrowers];
  for (let i = ready.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [ready[i], ready[j]] = [ready[j]!, ready[i]!];
  }
  let later: BorrowerState[] = [];
  const result: LoadResult = { arrivals: 0, unserved: 0 };
  let carry = 0;
  let lastTick = Date.now();
  const TICK_MS = 50;
  const endAt = startedAt + seconds * 1_000;
  const start = (s: BorrowerState) => {
    s.busy = true;
    inFlight.count += 1;
    void repayJourney(s, deps)
      .catch((err: unknown) => deps.rec.error(`journey threw: ${(err as Error).message}`, (err as Error).stack?.slice(0, 300)))
      .finally(() => {
        s.busy = false;
        inFlight.count -= 1;
        if (!s.done) later.push(s);
      });
  };
  let lastScan = 0;
  while (Date.now() < endAt) {
    await new Promise((r) => setTimeout(r, TICK_MS));
    const now = Date.now();
    const x = (now - startedAt) / (seconds * 1_000);
    carry += (peak * shareOfPeak(shape, x) * (now - lastTick)) / 1_000;
    lastTick = now;
    if (later.length > 0 && now - lastScan >= 500) {
      lastScan = now;
      const waiting: BorrowerState[] = [];
      for (const s of later) (Math.max(s.readyAt, roomToPrompt(s, now)) <= now ? ready : waiting).push(s);
      later = waiting;
    }
    while (carry >= 1) {
      carry -= 1;
      result.arrivals += 1;
      const s = ready.pop();
      if (!s) {
        result.unserved += 1;
        continue;
      }
      if (roomToPrompt(s, now) > now) {
        later.push(s);
        result.unserved += 1;
        continue;
      }
      start(s);
    }
  }
  return result;
}
