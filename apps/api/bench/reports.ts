/**
 * The reports desk at scale on PostgreSQL (docs/performance.md, "Reports at scale"):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pocket_bench npm run bench:reports -- [borrowers]
 * Migrates the database and, once, generates [borrowers] borrowers (default 1,000,000; numbers +26097XXXXXXX)
 * with two 7-day Pocket Loans each: one disbursed 180-364 days ago and settled (its repayment), one disbursed in the last
 * 180 days and open (late when its due date has passed). Each loan has its bill, its disbursement payment and ledger
 * entry, and the settled one its repayment payment and entry, all balanced, written in SQL batches of 50,000 borrowers.
 * Then every report runs 5 times through the reports service (the same code the routes call); it prints the median and
 * the slowest. It reports, it does not gate CI.
 */
import { sql } from 'drizzle-orm';

import { loadConfig } from '../src/config/env';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import type { Db } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { seedLending } from '../src/modules/lending/plugin';
import { Reports } from '../src/modules/reports/plugin';

const SIZE = Number(process.argv[2] ?? 1_000_000);
const BATCH = 50_000;
const RUNS = 5;

const config = loadConfig();
if (!config.databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database');
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: '', as: 'owner' });
await migrateDb(db);
// The loan products, as the server seeds them at start.
await seedLending(db);

/** Borrowers lo..hi (by their number, not their id): users, loans, bills, payments and balanced ledger entries. */
async function generate(db: Db, lo: number, hi: number) {
  await db.execute(sql`
    insert into users (mobile, register_channel, created_at)
    select '+26097' || lpad(g::text, 7, '0'), (array['h5', 'android', 'agent'])[1 + g % 3], now() - make_interval(days => g % 365)
    from generate_series(${lo}::int, ${hi}::int) g on conflict do nothing`);
  const range = sql`u.mobile between ${`+26097${String(lo).padStart(7, '0')}`} and ${`+26097${String(hi).padStart(7, '0')}`}`;
  await db.execute(sql`
    insert into loan_orders (user_id, product_id, principal, term_days, status, wallet_msisdn, disbursed_at, settled_at, settled_late, created_at)
    select u.id, 1, (2 + (u.id * k) % 9) * 10000, 7,
           case when k = 1 then 'SETTLED' when now() - make_interval(days => (u.id % 180)::int) + interval '7 days' < now() - interval '1 day' then 'OVERDUE' else 'REPAYING' end,
           '0' || substr(u.mobile, 5),
           now() - make_interval(days => (case when k = 1 then 180 + u.id % 185 else u.id % 180 end)::int),
           case when k = 1 then now() - make_interval(days => (180 + u.id % 185 - u.id % 40)::int) end,
           case when k = 1 then u.id % 40 > 7 end,
           now() - make_interval(days => (case when k = 1 then 180 + u.id % 185 else u.id % 180 end)::int)
    from users u cross join (values (1), (2)) v(k) where ${range}`);
  await db.execute(sql`
    insert into loan_plans (order_id, user_id, loan_period, due_date, status, principal_due, interest_due, fee_due, principal_paid, interest_paid, fee_paid, settled_at)
    select o.id, o.user_id, 1, to_char(((o.disbursed_at at time zone 'UTC') + interval '2 hours')::date + 7, 'YYYY-MM-DD'),
           case when o.status = 'SETTLED' then 'SETTLED' else o.status end,
           o.principal, o.principal / 10, greatest(o.principal / 50, 500),
           case when o.status = 'SETTLED' then o.principal else 0 end,
           case when o.status = 'SETTLED' then o.principal / 10 else 0 end,
           case when o.status = 'SETTLED' then greatest(o.principal / 50, 500) else 0 end,
           o.settled_at
    from loan_orders o join users u on u.id = o.user_id where ${range}`);
  await db.execute(sql`
    insert into payments (user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, finalized_at, created_at)
    select o.user_id, o.id, p.id, t.kind, case when o.user_id % 2 = 0 then 'mtn' else 'airtel' end, 'bench-' || t.kind || '-' || p.id, o.wallet_msisdn,
           case when t.kind = 'DISBURSEMENT' then o.principal else p.principal_due + p.interest_due + p.fee_due end, 'SUCCESSFUL',
           case when t.kind = 'DISBURSEMENT' then o.disbursed_at else o.settled_at end,
           case when t.kind = 'DISBURSEMENT' then o.disbursed_at else o.settled_at end
    from loan_orders o join users u on u.id = o.user_id join loan_plans p on p.order_id = o.id
    cross join (values ('DISBURSEMENT'), ('REPAY')) t(kind)
    where ${range} and (t.kind = 'DISBURSEMENT' or o.status = 'SETTLED')`);
  await db.execute(sql`
    insert into ledger_entries (ref, kind, created_at)
    select 'bench:' || t.kind || ':' || p.id, t.kind, case when t.kind = 'disbursement' then o.disbursed_at else o.settled_at end
    from loan_orders o join users u on u.id = o.user_id join loan_plans p on p.order_id = o.id
    cross join (values ('disbursement'), ('repayment')) t(kind)
    where ${range} and (t.kind = 'disbursement' or o.status = 'SETTLED')`);
  // Disbursement: receivables +, cash - principal, income - interest and fee. Repayment: the reverse of the receivables.
  await db.execute(sql`
    insert into ledger_lines (entry_id, account, subject, amount)
    select e.id, l.account, l.subject, l.amount
    from loan_orders o join users u on u.id = o.user_id join loan_plans p on p.order_id = o.id
    join ledger_entries e on e.ref = 'bench:disbursement:' || p.id
    cross join lateral (values
      ('asset:loan_principal', 'plan:' || p.id, p.principal_due), ('asset:interest_receivable', 'plan:' || p.id, p.interest_due),
      ('asset:fee_receivable', 'plan:' || p.id, p.fee_due), ('asset:cash', '-', -p.principal_due),
      ('income:interest', '-', -p.interest_due), ('income:service_fee', '-', -p.fee_due)) l(account, subject, amount)
    where ${range}`);
  await db.execute(sql`
    insert into ledger_lines (entry_id, account, subject, amount)
    select e.id, l.account, l.subject, l.amount
    from loan_orders o join users u on u.id = o.user_id join loan_plans p on p.order_id = o.id
    join ledger_entries e on e.ref = 'bench:repayment:' || p.id
    cross join lateral (values
      ('asset:loan_principal', 'plan:' || p.id, -p.principal_due), ('asset:interest_receivable', 'plan:' || p.id, -p.interest_due),
      ('asset:fee_receivable', 'plan:' || p.id, -p.fee_due), ('asset:cash', '-', p.principal_due + p.interest_due + p.fee_due)) l(account, subject, amount)
    where ${range}`);
}

const count = async (query: ReturnType<typeof sql>) => Number((await selectRows<{ n: number | string }>(db, query))[0]?.n ?? 0);
// Generated once: a database that holds the bench's loans already is measured as it is (start from an empty database).
const have = await count(sql`select count(*) as n from loan_orders o join users u on u.id = o.user_id where u.mobile like '+26097%'`);
if (have === 0) {
  const started = performance.now();
  for (let lo = 1; lo <= SIZE; lo += BATCH) {
    const hi = Math.min(lo + BATCH - 1, SIZE);
    await generate(db, lo, hi);
    process.stdout.write(`generated borrowers ${lo}-${hi} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  for (const table of ['users', 'loan_orders', 'loan_plans', 'payments', 'ledger_entries', 'ledger_lines', 'kyc_identities', 'kyc_sections']) await db.execute(sql.raw(`analyze ${table}`));
}
const sizes = {
  borrowers: await count(sql`select count(*) as n from users`),
  loans: await count(sql`select count(*) as n from loan_orders`),
  payments: await count(sql`select count(*) as n from payments`),
  ledgerLines: await count(sql`select count(*) as n from ledger_lines`),
};
process.stdout.write(`database: ${JSON.stringify(sizes)}\n`);

const reports = new Reports({ db, now: Date.now });
const year = { from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10) };
const cases: Array<[string, () => Promise<unknown>]> = [
  ['disbursed (30 days)', () => reports.disbursed({})],
  ['disbursed (a year, h5)', () => reports.disbursed({ ...year, channel: 'h5' })],
  ['collected (30 days)', () => reports.collected({})],
  ['collected (a year)', () => reports.collected(year)],
  ['outstanding', () => reports.outstanding({})],
  ['par', () => reports.par({})],
  ['par (product 1, h5)', () => reports.par({ product: 1, channel: 'h5' })],
  ['vintage (a year)', () => reports.vintage(year)],
  ['trial-balance (today)', () => reports.trialBalance({})],
  ['cash (30 days)', () => reports.cash({})],
  ['kyc-funnel (a year)', () => reports.kycFunnel(year)],
];
for (const [name, run] of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${name.padEnd(26)} median ${times[Math.floor(RUNS / 2)]!.toFixed(0).padStart(6)} ms  slowest ${times[RUNS - 1]!.toFixed(0).padStart(6)} ms\n`);
}
const balance = await reports.trialBalance({});
process.stdout.write(`trial balance: debits ${balance.totals.debit}, credits ${balance.totals.credit}, balanced ${balance.totals.balanced}\n`);
await closeDb(db);
