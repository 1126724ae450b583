// Prints the SQL of the slow signed reads' statements (issue 34, tenth pass), for EXPLAIN on a book (book.mjs):
// cd apps/api && ./node_modules/.bin/tsx bench/statements.ts <out-dir> writes <name>.sql per statement, with $1.. as
// the prepared statement has them, and <name>.params.json naming each placeholder in order.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

import type { Db } from '../src/db/client';
import { readMyLoansBySession } from '../src/modules/lending/plugin';
import { readRepayDetailBySession } from '../src/modules/repayment/plugin';
import { readStageBySession } from '../src/modules/stage/plugin';

const out = process.argv[2] ?? 'bench-statements';
mkdirSync(out, { recursive: true });
let current = '';
// A client that never connects: every statement is logged, then refused before it reaches a server.
const client = postgres('postgres://nobody@127.0.0.1:1/none', { max: 1, connect_timeout: 1 });
const db = drizzle(client, {
  logger: {
    logQuery(query, params) {
      writeFileSync(path.join(out, `${current}.sql`), `${query};\n`);
      writeFileSync(path.join(out, `${current}.params.json`), JSON.stringify(params));
    },
  },
}) as unknown as Db;
const session = { tokenHash: 'TOKEN', now: 'NOW' };
const reads: Array<[string, () => Promise<unknown>]> = [
  ['my_loans', () => readMyLoansBySession(db, session)],
  ['loan_detail', () => readMyLoansBySession(db, session, 1234567)],
  ['repay_detail', () => readRepayDetailBySession(db, session, 1234567)],
  ['stage_index', () => readStageBySession(db, session, 'index')],
  ['stage_all', () => readStageBySession(db, session, 'all')],
  ['stage_one', () => readStageBySession(db, session, 'one', 1234567)],
];
for (const [name, read] of reads) {
  current = name;
  await read().catch(() => undefined);
}
await client.end({ timeout: 0 });
