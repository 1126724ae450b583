import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/*
 * The reports' summaries (ledger_day_totals, vintage_cells) are appended to by triggers in every writing transaction
 * (migration report_summaries_triggers) and folded here now and then, so that a report sums a few thousand rows
 * instead of every posting. Folding changes no sum: a report is exact whether or not it has run; it only keeps the
 * summaries small. The one write of the reports module, and only through that database function.
 */

/** Folds the summaries once (false when another process is folding them right now). */
export async function compactSummaries(db: Db): Promise<boolean> {
  const [row] = await selectRows<{ ran: boolean }>(db, sql`select reports_compact_summaries() as ran`);
  return row?.ran === true;
}

/** Every `intervalMs` (and once a minute after start): the fold, in the background; stopped when the app closes. */
export function startSummariesJob(opts: { db: Db; intervalMs: number; log: (msg: string, err?: unknown) => void }) {
  const run = () => {
    compactSummaries(opts.db).catch((err: unknown) => opts.log('reports summaries fold failed', err));
  };
  const first = setTimeout(run, 60_000);
  first.unref();
  const timer = opts.intervalMs > 0 ? setInterval(run, opts.intervalMs) : null;
  timer?.unref();
  return () => {
    clearTimeout(first);
    if (timer) clearInterval(timer);
  };
}
