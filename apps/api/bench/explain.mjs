// EXPLAIN (ANALYZE, BUFFERS) of the slow signed reads' statements on a book (issue 34, tenth pass). Each statement (as
// bench/statements.ts wrote it) is prepared on one connection, run 10 times with a book borrower's session so that
// PostgreSQL settles on the plan it keeps for the statement (custom or generic), then explained once per borrower
// of BORROWERS (20) different ones; prints the median execution and planning times, and the plan of the last run
// to <dir>/<name>.plan.txt.
// Run: cd apps/api && node bench/explain.mjs <statements dir> <book sessions json> <database url> [names,...]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { bookConfig } from './config.mjs';

const [dir, sessionsFile, databaseUrl, only] = process.argv.slice(2);
const book = JSON.parse(readFileSync(sessionsFile, 'utf8'));
const count = bookConfig.explainBorrowers;
const ORDER = 1234567; // the order id statements.ts passed
const names = only ? only.split(',') : ['my_loans', 'loan_detail', 'repay_detail', 'stage_index', 'stage_all', 'stage_one'];
const stage = (name) => name.startsWith('stage_');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const rows = [];
for (const name of names) {
  const text = readFileSync(path.join(dir, `${name}.sql`), 'utf8').replace(/;\s*$/, '');
  const template = JSON.parse(readFileSync(path.join(dir, `${name}.params.json`), 'utf8'));
  const who = (stage(name) ? book.phones : book.sessions).slice(0, count);
  const params = (s) =>
    template.map((v) => (v === 'TOKEN' ? createHash('sha256').update(s.token).digest('hex') : v === 'NOW' ? new Date().toISOString() : v === ORDER ? (stage(name) ? s.stageOrderId : s.orderId) : v));
  const literal = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
  const run = (s, explain) => client.query(`${explain ? 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ' : ''}EXECUTE ${name}(${params(s).map(literal).join(', ')})`);
  await client.query(`DEALLOCATE ALL`);
  await client.query(`PREPARE ${name} AS ${text}`);
  for (let i = 0; i < 10; i += 1) await run(who[i % who.length], false);
  const exec = [];
  const plan = [];
  let last;
  for (const s of who) {
    const [{ 'QUERY PLAN': [result] }] = (await run(s, true)).rows;
    exec.push(result['Execution Time']);
    plan.push(result['Planning Time'] ?? 0);
    last = s;
  }
  const textPlan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}(${params(last).map(literal).join(', ')})`);
  writeFileSync(path.join(dir, `${name}.plan.txt`), textPlan.rows.map((r) => r['QUERY PLAN']).join('\n') + '\n');
  rows.push({ statement: name, 'execution ms (median)': median(exec).toFixed(3), 'planning ms (median)': median(plan).toFixed(3), runs: exec.length });
}
await client.end();
console.table(rows);
