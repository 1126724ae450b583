/**
 * The collections job alone, each of its statements timed (docs/performance.md, "Collections and the books at
 * scale"): on RISK_DATABASE_URL (a database the risk bench filled), as `runCollectionsJob` runs it, `days` after today
 * (0: today; 1: tomorrow, the next day's first run), in one transaction rolled back at the end unless `commit` is given.
 *
 *   cd apps/api && RISK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/risk/job-alone.ts [days] [commit]
 *
 * JOB_EXPLAIN=<a regular expression>: the statements whose first words match it are run under `explain (analyze,
 * buffers)` and their plans written out instead (their results are not returned to the job: use it rolled back).
 */
import { type SQL, sql } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { closeDb, createDb, type Tx } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';
import { COLLECTIONS_SETTINGS, runCollectionsJob } from '../../src/modules/collections/plugin';
import { riskConfig } from '../config.mjs';
import { out, seconds } from './measure';
import { RolledBack, rolledBack } from './rolled-back';

const [daysArg, commitArg] = process.argv.slice(2).filter((a) => a !== '--');
const commit = commitArg === 'commit';
const explain = riskConfig.jobExplain ? new RegExp(riskConfig.jobExplain) : null;
const at = new Date(Date.now() + Number(daysArg ?? 0) * 86_400_000);
const today = lusakaDate(at);
if (!riskConfig.databaseUrl) throw new Error('RISK_DATABASE_URL: a database the risk bench filled');
const db = await createDb({ databaseUrl: riskConfig.databaseUrl, dataDir: '', poolSize: 1, as: 'owner' });
const started = performance.now();

/** The transaction with each statement's time written out, with its first words. */
function timing(tx: Tx): Tx {
  const execute = tx.execute.bind(tx);
  const words = (q: SQL) => q.queryChunks.map((c) => (typeof c === 'object' && c !== null && 'value' in c ? String(c.value) : '')).join('').replace(/\s+/g, ' ').trim().slice(0, 80);
  return new Proxy(tx, {
    get: (target, key) =>
      key === 'execute'
        ? async (q: SQL) => {
            const t = performance.now();
            if (explain && explain.test(words(q))) {
              const plan = await selectRows<Record<string, string>>(tx, sql`explain (analyze, buffers) ${q}`);
              out(`  ${seconds(performance.now() - t).padStart(8)}  ${words(q)} (explained, its result not returned)`);
              for (const r of plan) out(`      ${Object.values(r)[0]}`);
              return [];
            }
            const result = await execute(q);
            out(`  ${seconds(performance.now() - t).padStart(8)}  ${words(q)}`);
            return result;
          }
        : Reflect.get(target, key),
  });
}

/** The database as the job sees it: its transaction timed, and rolled back at its end unless `commit`. */
const timedDb = rolledBack(db, commit, timing);

try {
  const result = await runCollectionsJob(timedDb, () => at.getTime(), COLLECTIONS_SETTINGS);
  out(`the job for ${today}: ${JSON.stringify(result)} in ${seconds(performance.now() - started)}`);
} catch (err) {
  if (!(err instanceof RolledBack)) throw err;
  out(`the job for ${today}: ${JSON.stringify(err.result)} in ${seconds(performance.now() - started)} (rolled back)`);
} finally {
  await closeDb(db);
}
