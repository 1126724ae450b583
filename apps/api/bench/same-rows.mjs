// Whether two versions of the slow signed reads' statements (bench/statements.ts run on two builds) read the same for
// every borrower of a book (issue 34, tenth pass): each statement of <old dir> and <new dir> is run for each session
// and the rows compared as text; rows that differ are compared again with their JSON arrays sorted (products, applied
// coupons, ledger figures and fees are aggregated without an order, and read into maps), and counted apart. Run: cd apps/api && node bench/same-rows.mjs <old dir> <new dir> <book json> <database url>
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import pg from 'pg';

const [oldDir, newDir, sessionsFile, databaseUrl] = process.argv.slice(2);
const book = JSON.parse(readFileSync(sessionsFile, 'utf8'));
const ORDER = 1234567;
const names = ['my_loans', 'loan_detail', 'repay_detail', 'stage_index', 'stage_all', 'stage_one'];
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let differences = 0;
for (const name of names) {
  const read = (dir) => ({ text: readFileSync(path.join(dir, `${name}.sql`), 'utf8').replace(/;\s*$/, ''), template: JSON.parse(readFileSync(path.join(dir, `${name}.params.json`), 'utf8')) });
  const [a, b] = [read(oldDir), read(newDir)];
  const who = name.startsWith('stage_') ? book.phones : book.sessions;
  const now = new Date().toISOString();
  const run = async ({ text, template }, s) => {
    const params = template.map((v) => (v === 'TOKEN' ? createHash('sha256').update(s.token).digest('hex') : v === 'NOW' ? now : v === ORDER ? (name.startsWith('stage_') ? s.stageOrderId : s.orderId) : v));
    return (await client.query({ text, values: params, rowMode: 'array' })).rows;
  };
  const sorted = (rows) => JSON.stringify(rows.map((r) => r.map((v) => (Array.isArray(v) ? v.map((x) => JSON.stringify(x)).sort() : v))));
  let same = 0;
  let reordered = 0;
  for (const s of who) {
    const [x, y] = [await run(a, s), await run(b, s)];
    if (JSON.stringify(x) === JSON.stringify(y)) same += 1;
    else if (sorted(x) === sorted(y)) reordered += 1;
    else if (differences++ < 3) console.log(`${name}: differs for ${s.mobile}\n old ${JSON.stringify(x).slice(0, 600)}\n new ${JSON.stringify(y).slice(0, 600)}`);
  }
  console.log(`${name}: ${same} of ${who.length} sessions read the same, ${reordered} the same up to the order of an unordered array`);
}
await client.end();
process.exitCode = differences ? 1 : 0;
