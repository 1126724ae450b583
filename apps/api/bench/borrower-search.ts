/**
 * The borrowers desk's search over a million borrowers on PostgreSQL (docs/backoffice.md):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pocket_bench ./node_modules/.bin/tsx bench/borrower-search.ts
 * Migrates the database, adds 1,000,000 borrowers with a KYC identity once (numbers +26096XXXXXXX), then times each
 * kind of search 20 times through the desk's own repo and prints the median and the 95th percentile.
 */
import { sql } from 'drizzle-orm';

import { loadConfig } from '../src/config/env';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { borrowerSearch, matchOf } from '../src/modules/borrowers-desk/plugin';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: '', as: 'owner' });
await migrateDb(db);
const [{ n }] = (await selectRows<{ n: number | string }>(db, sql`select count(*) as n from users where mobile like '+26096%'`)) as [{ n: number | string }];
if (Number(n) < 1_000_000) {
  process.stdout.write('adding 1,000,000 borrowers...\n');
  await db.execute(sql`insert into users (mobile) select '+26096' || lpad(g::text, 7, '0') from generate_series(1, 1000000) g on conflict do nothing`);
  await db.execute(sql`
    insert into kyc_identities (user_id, nrc_number, full_name, date_of_birth, gender, nrc_front_upload_id, nrc_back_upload_id)
    select u.id, lpad((u.id % 1000000)::text, 6, '0') || '/' || lpad((u.id % 90 + 10)::text, 2, '0') || '/1',
           (array['Mwila','Chanda','Bwalya','Mutale','Mulenga','Banda','Phiri','Tembo','Zulu','Lungu'])[1 + u.id % 10] || (u.id % 997)::text || ' ' ||
           (array['Banda','Phiri','Tembo','Zulu','Lungu','Daka','Sakala','Mwanza','Ngoma','Kunda'])[1 + (u.id / 10) % 10],
           '1990-01-01', 'F', 'f', 'b'
    from users u where u.mobile like '+26096%' on conflict do nothing`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze kyc_identities`);
}
const [sample] = await selectRows<{ id: number | string; mobile: string; nrc_number: string }>(db, sql`select u.id, u.mobile, k.nrc_number from users u join kyc_identities k on k.user_id = u.id where u.mobile = '+260960512345'`);
const search = borrowerSearch(db);
const queries = [`0${sample!.mobile.slice(4)}`, '+260 96 0999999', 'mutale12', 'zulu', sample!.nrc_number, `#${sample!.id}`, 'Banda5'];
for (const q of queries) {
  const times: number[] = [];
  let rows = 0;
  await search(q, 51);
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    rows = (await search(q, 51)).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${q.padEnd(18)} ${JSON.stringify(matchOf(q)).padEnd(30)} rows ${String(rows).padStart(2)}  median ${times[10]!.toFixed(1)} ms  p95 ${times[18]!.toFixed(1)} ms\n`);
}
await closeDb(db);
