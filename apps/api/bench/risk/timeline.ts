/**
 * What the database was doing when a repayment was slow (RISK_JOB_TIMELINE=1): every 50 ms during the job, the active
 * backends of pg_stat_activity (the job's statement, the repayments' waits), and afterwards, for each submit during the
 * job slower than the baseline's p99, the samples its time overlapped. A diagnosis, not a figure: it says which of the
 * job's statements the slow submits met, and whether they waited on a lock, on the WAL or for a CPU.
 */
import { sql } from 'drizzle-orm';

import type { Db } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';
import { out } from './measure';

interface Sample {
  at: number;
  rows: Array<{ pid: number; wait: string | null; query: string; ms: number }>;
}

export function watchActivity(db: Db) {
  const samples: Sample[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = performance.now();
      const rows = await selectRows<{ pid: number; wait: string | null; query: string; ms: number | string }>(
        db,
        sql`select pid, wait_event_type || ':' || wait_event as wait, regexp_replace(left(query, 70), '\s+', ' ', 'g') as query,
          extract(epoch from clock_timestamp() - query_start) * 1000 as ms
        from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      samples.push({ at, rows: rows.map((r) => ({ ...r, ms: Number(r.ms) })) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

/** Prints, for each submit slower than `threshold` ms, what the active backends were doing while it ran. */
export function explainSlow(samples: Sample[], origin: number, submits: { times: number[]; starts: number[] }, threshold: number) {
  const slow = submits.times.map((ms, i) => ({ ms, start: origin + submits.starts[i]! })).filter((s) => s.ms > threshold);
  out(`    timeline: ${slow.length} of ${submits.times.length} submits during the job slower than ${threshold.toFixed(0)} ms`);
  for (const s of slow.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
    const seen = samples.filter((x) => x.at >= s.start - 25 && x.at <= s.start + s.ms + 25);
    const kinds = new Map<string, number>();
    for (const x of seen) for (const r of x.rows) kinds.set(`${r.wait ?? 'CPU'} ${r.query.slice(0, 50)}`, (kinds.get(`${r.wait ?? 'CPU'} ${r.query.slice(0, 50)}`) ?? 0) + 1);
    out(`      ${s.ms.toFixed(0)} ms at ${((s.start - origin) / 1000).toFixed(2)} s: ${seen.length} samples; ${[...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, n]) => `${n}x ${k}`).join(' | ')}`);
  }
}
