import { describe, expect, it } from 'vitest';

import type { Sample } from './observe';
import { soakCheck } from './soak';

/** A sample every 10 s of a load of `seconds`, two processes, from a function of the time. */
function samples(seconds: number, at: (t: number) => { rss: [number, number]; fds?: [number, number]; pg?: number }): Sample[] {
  const out: Sample[] = [];
  for (let t = 0; t <= seconds + 120; t += 10) {
    const v = at(t);
    out.push({ t, rssMiB: v.rss, fds: v.fds ?? [40, 40], pgConnections: v.pg ?? 8, redisClients: 2, operatorsRssMiB: 100, benchRssMiB: 100, jobs: {}, loopLagMs: [1, 1] });
  }
  return out;
}

// A garbage collector's saw: every third sample 40% above a flat 250 MiB.
const saw = (t: number): [number, number] => [t % 30 === 0 ? 350 : 250, t % 30 === 10 ? 350 : 250];

describe('the soak check', () => {
  it('is no soak under 20 minutes of load', () => {
    expect(soakCheck(samples(1_190, () => ({ rss: [200, 200] })), 1_190)).toBeNull();
  });

  it('passes a flat process whose single samples swing by more than 10%', () => {
    const c = soakCheck(samples(7_200, (t) => ({ rss: saw(t) })), 7_200)!;
    expect(c.start.rssMiB).toEqual([250, 250]);
    expect(c.end.rssMiB).toEqual([250, 250]);
    expect(c.met).toBe(true);
  });

  it('fails a process that grows by more than 10% from minute 10', () => {
    // 1 MiB a minute from 250: about 360 MiB in the last five minutes of two hours.
    const c = soakCheck(samples(7_200, (t) => ({ rss: [250, 250 + t / 60] })), 7_200)!;
    expect(c.rssMet).toBe(false);
    expect(c.connectionsMet).toBe(true);
    expect(c.met).toBe(false);
  });

  it('fails on descriptors or connections that grow, and leaves out the drain after the load', () => {
    const fds = soakCheck(samples(3_600, (t) => ({ rss: [250, 250], fds: [40, t > 3_000 ? 60 : 40] })), 3_600)!;
    expect(fds.connectionsMet).toBe(false);
    const pg = soakCheck(samples(3_600, (t) => ({ rss: [250, 250], pg: t > 3_000 ? 12 : 8 })), 3_600)!;
    expect(pg.connectionsMet).toBe(false);
    // After the load (the drain) the processes idle and shrink: not counted.
    const drain = soakCheck(samples(3_600, (t) => ({ rss: t > 3_600 ? [120, 120] : [250, 250] })), 3_600)!;
    expect(drain.end.rssMiB).toEqual([250, 250]);
    expect(drain.met).toBe(true);
  });
});
