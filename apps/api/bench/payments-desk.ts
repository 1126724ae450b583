/**
 * The payments desk's list and the dashboard at scale on PostgreSQL (docs/backoffice.md#payments-desk):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pocket_bench ./node_modules/.bin/tsx bench/payments-desk.ts [loans]
 * Migrates the database, adds `loans` borrowers (default 300,000; numbers +260977XXXXXX) once, each with one loan,
 * its bill and its payments (a disbursement and a repayment, finalized over the last 120 days; one loan in 300 with a
 * repayment still waiting at the operator, half of them stuck), then times each list and the dashboard 20 times
 * through the desks' own code and prints the median and the 95th percentile.
 */
import { sql } from 'drizzle-orm';

import type { PaymentDeskQuery } from '@pocket/contracts/api/staff';

import { loadConfig } from '../src/config/env';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { dashboard } from '../src/modules/desk-dashboard/plugin';
import { seedLending } from '../src/modules/lending/plugin';
import { paymentDeskList } from '../src/modules/payments-desk/plugin';

const LOANS = Number(process.argv[2] ?? 300_000);
const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: '', as: 'owner' });
await migrateDb(db);
await seedLending(db);

const [{ n }] = (await selectRows<{ n: number | string }>(db, sql`select count(*) as n from users where mobile like '+260977%'`)) as [{ n: number | string }];
if (Number(n) < LOANS) {
  process.stdout.write(`adding ${LOANS.toLocaleString('en')} borrowers with a loan, its bill and payments...\n`);
  const started = performance.now();
  await db.execute(sql`insert into users (mobile) select '+260977' || lpad(g::text, 6, '0') from generate_series(1, ${LOANS}) g on conflict do nothing`);
  // One loan each: a third settled, the rest repaying; due dates spread over the last 120 days and the next 14.
  await db.execute(sql`
    insert into loan_orders (user_id, product_id, principal, term_days, status, wallet_msisdn, disbursed_at, created_at)
    select u.id, 1, 50000 + (u.id % 20) * 5000, 14, case when u.id % 3 = 0 then 'SETTLED' when u.id % 7 = 0 then 'OVERDUE' else 'REPAYING' end,
           '0977' || right(u.mobile, 6), now() - make_interval(days => (u.id % 134)::int), now() - make_interval(days => (u.id % 134)::int)
    from users u where u.mobile like '+260977%' and not exists (select 1 from loan_orders o where o.user_id = u.id)`);
  await db.execute(sql`
    insert into loan_plans (order_id, user_id, loan_period, due_date, status, principal_due, interest_due, fee_due, principal_paid, settled_at)
    select o.id, o.user_id, 1, to_char((o.disbursed_at + interval '14 days') at time zone 'Africa/Lusaka', 'YYYY-MM-DD'),
           case when o.status = 'SETTLED' then 'SETTLED' when o.status = 'OVERDUE' then 'OVERDUE' else 'REPAYING' end,
           o.principal, o.principal / 10, o.principal / 20, case when o.status = 'SETTLED' then o.principal else (o.principal / 4) * (o.user_id % 3) end,
           case when o.status = 'SETTLED' then o.disbursed_at + interval '10 days' end
    from loan_orders o join users u on u.id = o.user_id
    where u.mobile like '+260977%' and not exists (select 1 from loan_plans p where p.order_id = o.id)`);
  await db.execute(sql`
    insert into payments (user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, provider_tx_id, finalized_at, created_at, updated_at)
    select o.user_id, o.id, null, 'DISBURSEMENT', 'sandbox', 'bench-d-' || o.id, o.wallet_msisdn, o.principal, 'SUCCESSFUL', 'SBX', o.disbursed_at, o.disbursed_at, o.disbursed_at
    from loan_orders o join users u on u.id = o.user_id where u.mobile like '+260977%'
    union all
    select p.user_id, p.order_id, p.id, 'REPAY', 'sandbox', 'bench-r-' || p.id, o.wallet_msisdn, greatest(p.principal_paid, 100), 'SUCCESSFUL', 'SBX',
           o.disbursed_at + interval '5 days', o.disbursed_at + interval '5 days', o.disbursed_at + interval '5 days'
    from loan_plans p join loan_orders o on o.id = p.order_id join users u on u.id = o.user_id where u.mobile like '+260977%'
    on conflict do nothing`);
  await db.execute(sql`
    insert into payments (user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, created_at, updated_at)
    select p.user_id, p.order_id, p.id, 'REPAY', 'sandbox', 'bench-p-' || p.id, o.wallet_msisdn, 10000, 'PENDING',
           now() - make_interval(mins => (p.id % 40)::int), now()
    from loan_plans p join loan_orders o on o.id = p.order_id join users u on u.id = o.user_id
    where u.mobile like '+260977%' and p.status <> 'SETTLED' and p.id % 300 = 0
    on conflict do nothing`);
  for (const table of ['users', 'loan_orders', 'loan_plans', 'payments']) await db.execute(sql.raw(`analyze ${table}`));
  process.stdout.write(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}
const [counts] = await selectRows<{ payments: number | string; pending: number | string; plans: number | string }>(
  db,
  sql`select (select count(*) from payments) as payments, (select count(*) from payments where status = 'PENDING') as pending, (select count(*) from loan_plans) as plans`,
);
process.stdout.write(`payments ${Number(counts!.payments).toLocaleString('en')}, of which pending ${Number(counts!.pending).toLocaleString('en')}; bills ${Number(counts!.plans).toLocaleString('en')}\n`);

async function time(name: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${name.padEnd(40)} median ${times[10]!.toFixed(1).padStart(7)} ms  p95 ${times[18]!.toFixed(1).padStart(7)} ms\n`);
}

const lists: [string, PaymentDeskQuery][] = [
  ['in flight, first page', {}],
  ['stuck', { state: 'stuck' }],
  ['in flight, MTN, REPAY', { operator: 'MTN', kind: 'REPAY' }],
  ['in flight, AIRTEL, older than 30 min', { operator: 'AIRTEL', olderThanMinutes: 30 }],
  ['resolved by hand', { state: 'resolved' }],
  ['flagged', { state: 'flagged' }],
];
for (const [name, query] of lists) await time(`payments desk: ${name}`, () => paymentDeskList(db, Date.now(), { limit: 50, ...query }));
await time('dashboard (all four figures)', () => dashboard(db, Date.now()));
await closeDb(db);
