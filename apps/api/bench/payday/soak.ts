/**
 * The soak's check: each API process's resident memory and open file descriptors, and the run database's
 * connections, at the load's end within 10% of their values after the first 10 minutes.
 *
 * A value is the median of five minutes of samples (one every 10 s), not one sample: a process's RSS swings by more
 * than 10% either way within a minute as the garbage collector runs (the second soak, 2 December 2026, had single
 * samples 223-426 MiB around a flat 250), so one sample against another says more about when each was taken than
 * about growth. A process that grows keeps growing in its medians. The windows: minutes 10-15 of the load, and the
 * load's last five minutes (the drain's samples come after it, an idle server, and are left out).
 */
import type { Sample } from './observe';
import { quantile } from './record';

const median = (values: number[]) => quantile(values, 0.5);

export const SOAK_MIN_LOAD_S = 1_200;
const START_S = 600;
const WINDOW_S = 300;

export interface SoakWindow {
  from: number;
  to: number;
  samples: number;
  rssMiB: number[];
  fds: number[];
  pgConnections: number;
}

export interface SoakCheck {
  start: SoakWindow;
  end: SoakWindow;
  rssMet: boolean;
  connectionsMet: boolean;
  met: boolean;
}

function window(samples: Sample[], from: number, to: number): SoakWindow | null {
  const inside = samples.filter((s) => s.t >= from && s.t <= to);
  if (inside.length === 0) return null;
  const perProcess = (pick: (s: Sample) => number[]) => inside[0]!.rssMiB.map((_, i) => median(inside.map((s) => pick(s)[i]!)));
  return { from, to, samples: inside.length, rssMiB: perProcess((s) => s.rssMiB), fds: perProcess((s) => s.fds), pgConnections: median(inside.map((s) => s.pgConnections)) };
}

/** Within 10% of the value after 10 minutes, either way. */
export const within10 = (start: number, end: number) => Math.abs(end - start) <= 0.1 * start;

/** Null for a load shorter than 20 minutes: no soak. */
export function soakCheck(samples: Sample[], loadSeconds: number): SoakCheck | null {
  if (loadSeconds < SOAK_MIN_LOAD_S) return null;
  const start = window(samples, START_S, START_S + WINDOW_S);
  const end = window(samples, loadSeconds - WINDOW_S, loadSeconds);
  if (!start || !end) return null;
  const rssMet = start.rssMiB.every((r, i) => within10(r, end.rssMiB[i]!));
  const connectionsMet = within10(start.pgConnections, end.pgConnections) && start.fds.every((r, i) => within10(r, end.fds[i]!));
  return { start, end, rssMet, connectionsMet, met: rssMet && connectionsMet };
}
