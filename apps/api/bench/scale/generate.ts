/**
 * The data-scale bench's generator (docs/performance.md, "Data-scale bench"): N borrowers (numbers +26095XXXXXXX, a KYC
 * identity each, channels h5 / android / agent) with two 7-day Pocket Loans each, in one transaction of set-based SQL:
 *
 * - loan 1, disbursed 180-364 days ago and settled 0-39 days after disbursement (so some more than 30 days late);
 * - loan 2, disbursed in the last 180 days and open (OVERDUE once its due date has passed, else REPAYING);
 * - each loan's bill, its disbursement payment and ledger entry, loan 1's repayment payment and entry (16 balanced
 *   ledger lines per borrower), and one open loan in 300 with a repayment still waiting at the operator.
 *
 * Every id is computed from the borrower's number (no join back to find a row just written), the tables' secondary
 * indexes are dropped before the load and built again after it, and triggers and foreign-key checks are off during
 * the load (`session_replication_role = replica`): what they would check is checked once, set-based, at the end (every
 * entry balances, every reference resolves), and the reports' summaries the posting triggers keep are rebuilt from the
 * rows. All of it is one transaction: an error leaves the database as it was, indexes included.
 */
import { sql } from 'drizzle-orm';

import type { Db, Tx } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';

/** The tables the load writes; their secondary indexes are dropped and built again around it. */
const TABLES = ['users', 'kyc_identities', 'loan_orders', 'loan_plans', 'payments', 'ledger_entries', 'ledger_lines'];
export const MOBILE_PREFIX = '+26095';

const run = (tx: Tx, text: string) => tx.execute(sql.raw(text));
const one = async (tx: Tx, text: string) => Number(Object.values((await selectRows<Record<string, unknown>>(tx, sql.raw(text)))[0] ?? {})[0] ?? 0);

/** How many borrowers of the generator the database holds. */
export async function generatedBorrowers(db: Db) {
  return one(db, `select count(*) from users where mobile like '${MOBILE_PREFIX}%'`);
}

/** Secondary (non-constraint) indexes of the tables, as `create index` statements. */
async function secondaryIndexes(tx: Tx) {
  const list = TABLES.map((t) => `'${t}'`).join(', ');
  return selectRows<{ name: string; def: string }>(
    tx,
    sql.raw(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
             from pg_index i join pg_class c on c.oid = i.indrelid
             where c.relname in (${list}) and c.relnamespace = 'public'::regnamespace
               and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
}

export async function generate(db: Db, n: number, log: (line: string) => void) {
  const started = performance.now();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    log(`  ${name.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  };
  await db.transaction(async (tx) => {
    await run(tx, `set local session_replication_role = replica`);
    await run(tx, `set local maintenance_work_mem = '256MB'`);
    await run(tx, `set local synchronous_commit = off`);
    const base = async (table: string) => one(tx, `select coalesce(max(id), 0) from ${table}`);
    const [u, o, p, pay, e, l] = [await base('users'), await base('loan_orders'), await base('loan_plans'), await base('payments'), await base('ledger_entries'), await base('ledger_lines')];
    const indexes = await secondaryIndexes(tx);
    await step(`drop ${indexes.length} secondary indexes`, async () => {
      for (const i of indexes) await run(tx, `drop index ${i.name}`);
    });
    // Borrower g (1..n): user u+g; loans o+2g-1 (settled) and o+2g (open), bills with the same offsets; payments
    // pay+3g-2 (loan 1 out), pay+3g-1 (loan 1 back), pay+3g (loan 2 out); entries likewise; 16 lines from l+16(g-1)+1.
    const loans = `
      select g, ${u} + g as user_id, k, ${o} + 2 * g - 2 + k as id, ${p} + 2 * g - 2 + k as plan_id,
             (2 + (g * k) % 9) * 10000 as principal, '0' || substr('${MOBILE_PREFIX}' || lpad(g::text, 7, '0'), 5) as msisdn,
             d.at as disbursed_at, to_char(((d.at at time zone 'UTC') + interval '2 hours')::date + 7, 'YYYY-MM-DD') as due_date,
             case when k = 1 then d.at + make_interval(days => g % 40, hours => 1) end as settled_at
      from generate_series(1, ${n}) g cross join (values (1), (2)) v(k)
      cross join lateral (select now() - make_interval(days => case when k = 1 then 180 + g % 185 else g % 180 end, secs => (g::bigint * 7919 % 86400)::int) as at) d`;
    const today = `to_char((now() at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;
    await step('users', () =>
      run(tx, `insert into users (id, mobile, register_channel, device_brand, created_at, updated_at)
               select ${u} + g, '${MOBILE_PREFIX}' || lpad(g::text, 7, '0'), (array['h5', 'android', 'agent'])[1 + g % 3], 'bench',
                      now() - make_interval(days => g % 365, secs => (g::bigint * 104729 % 86400)::int), now()
               from generate_series(1, ${n}) g`),
    );
    await step('kyc identities', () =>
      run(tx, `insert into kyc_identities (user_id, nrc_number, full_name, date_of_birth, gender, nrc_front_upload_id, nrc_back_upload_id, completed_at)
               select ${u} + g, lpad((g % 1000000)::text, 6, '0') || '/' || lpad((g % 90 + 10)::text, 2, '0') || '/' || (1 + g / 1000000)::text,
                      (array['Mwila','Chanda','Bwalya','Mutale','Mulenga','Banda','Phiri','Tembo','Zulu','Lungu'])[1 + g % 10] || (g % 997)::text || ' ' ||
                      (array['Banda','Phiri','Tembo','Zulu','Lungu','Daka','Sakala','Mwanza','Ngoma','Kunda'])[1 + (g / 10) % 10],
                      to_char(make_date(1960 + g % 45, 1 + g % 12, 1 + g % 28), 'YYYY-MM-DD'), case when g % 2 = 0 then 'F' else 'M' end, 'bench-front', 'bench-back',
                      now() - make_interval(days => g % 365, secs => (g::bigint * 104729 % 86400)::int) + interval '1 hour'
               from generate_series(1, ${n}) g`),
    );
    await step('loans', () =>
      run(tx, `insert into loan_orders (id, user_id, product_id, principal, term_days, status, wallet_msisdn, disbursed_at, settled_at, settled_late, created_at, updated_at)
               select id, user_id, 1, principal, 7,
                      case when k = 1 then 'SETTLED' when due_date < ${today} then 'OVERDUE' else 'REPAYING' end,
                      msisdn, disbursed_at, settled_at,
                      case when k = 1 then to_char((settled_at at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD') > due_date end,
                      disbursed_at, coalesce(settled_at, disbursed_at)
               from (${loans}) x`),
    );
    await step('bills', () =>
      run(tx, `insert into loan_plans (id, order_id, user_id, loan_period, due_date, status, principal_due, interest_due, fee_due,
                                       principal_paid, interest_paid, fee_paid, was_overdue, settled_at, created_at, updated_at)
               select plan_id, id, user_id, 1, due_date,
                      case when k = 1 then 'SETTLED' when due_date < ${today} then 'OVERDUE' else 'REPAYING' end,
                      principal, principal / 10, greatest(principal / 50, 500),
                      case when k = 1 then principal else 0 end, case when k = 1 then principal / 10 else 0 end,
                      case when k = 1 then greatest(principal / 50, 500) else 0 end,
                      due_date < ${today} and (k = 2 or to_char((settled_at at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD') > due_date),
                      settled_at, disbursed_at, coalesce(settled_at, disbursed_at)
               from (${loans}) x`),
    );
    await step('payments', () =>
      run(tx, `insert into payments (id, user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, provider_tx_id, finalized_at, created_at, updated_at)
               select ${pay} + 3 * g - 3 + j, user_id, id, plan_id, kind, case when g % 2 = 0 then 'mtn' else 'airtel' end,
                      'bench-' || lower(kind) || '-' || plan_id, msisdn, amount, 'SUCCESSFUL', 'BENCH' || (${pay} + 3 * g - 3 + j), at, at, at
               from (${loans}) x cross join lateral (values
                 (case when k = 1 then 1 else 3 end, 'DISBURSEMENT', principal, disbursed_at),
                 (2, 'REPAY', principal + principal / 10 + greatest(principal / 50, 500), settled_at)) t(j, kind, amount, at)
               where t.kind = 'DISBURSEMENT' or k = 1`),
    );
    await step('payments waiting at the operator', () =>
      run(tx, `insert into payments (id, user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, created_at, updated_at)
               select ${pay} + 3 * ${n} + g / 300, user_id, id, plan_id, 'REPAY', case when g % 2 = 0 then 'mtn' else 'airtel' end,
                      'bench-pending-' || plan_id, msisdn, 10000, 'PENDING', now() - make_interval(mins => (g / 300) % 40), now()
               from (${loans}) x where k = 2 and g % 300 = 0`),
    );
    await step('ledger entries', () =>
      run(tx, `insert into ledger_entries (id, ref, kind, created_at)
               select ${e} + 3 * g - 3 + j, 'bench:' || kind || ':' || plan_id, kind, at
               from (${loans}) x cross join lateral (values
                 (case when k = 1 then 1 else 3 end, 'disbursement', disbursed_at), (2, 'repayment', settled_at)) t(j, kind, at)
               where t.kind = 'disbursement' or k = 1`),
    );
    // Disbursement: the bill's receivables debited, cash and income credited. Repayment: the receivables credited, cash debited.
    await step('ledger lines', () =>
      run(tx, `insert into ledger_lines (id, entry_id, account, subject, amount)
               select ${l} + 16 * (g - 1) + case when k = 1 then 0 else 10 end + i, ${e} + 3 * g - 3 + j, account, subject, amount
               from (${loans}) x cross join lateral (values
                 (1, 1, 'asset:loan_principal', 'plan:' || plan_id, principal), (2, 1, 'asset:interest_receivable', 'plan:' || plan_id, principal / 10),
                 (3, 1, 'asset:fee_receivable', 'plan:' || plan_id, greatest(principal / 50, 500)), (4, 1, 'asset:cash', '-', -principal),
                 (5, 1, 'income:interest', '-', -(principal / 10)), (6, 1, 'income:service_fee', '-', -greatest(principal / 50, 500)),
                 (7, 2, 'asset:loan_principal', 'plan:' || plan_id, -principal), (8, 2, 'asset:interest_receivable', 'plan:' || plan_id, -(principal / 10)),
                 (9, 2, 'asset:fee_receivable', 'plan:' || plan_id, -greatest(principal / 50, 500)),
                 (10, 2, 'asset:cash', '-', principal + principal / 10 + greatest(principal / 50, 500))) t(i, step, account, subject, amount)
               cross join lateral (select case when k = 1 then step else 3 end as j) jj
               where step = 1 or k = 1`),
    );
    for (const [table, seq] of [['users', 'users_id_seq'], ['loan_orders', 'loan_orders_id_seq'], ['loan_plans', 'loan_plans_id_seq'], ['payments', 'payments_id_seq'], ['ledger_entries', 'ledger_entries_id_seq'], ['ledger_lines', 'ledger_lines_id_seq']]) {
      await run(tx, `select setval('${seq}', (select max(id) from ${table}))`);
    }
    await step('build the secondary indexes again', async () => {
      for (const i of indexes) await run(tx, i.def);
    });
    await step('check: every entry balances, every reference resolves', async () => {
      const unbalanced = await one(tx, `select count(*) from (select entry_id from ledger_lines where id > ${l} group by entry_id having sum(amount) <> 0) x`);
      const orphans = await one(tx, `select (select count(*) from ledger_lines l left join ledger_entries e on e.id = l.entry_id where l.id > ${l} and e.id is null)
                                          + (select count(*) from loan_plans p left join loan_orders o on o.id = p.order_id where p.id > ${p} and o.id is null)
                                          + (select count(*) from payments p left join loan_plans b on b.id = p.plan_id where p.id > ${pay} and b.id is null)`);
      if (unbalanced !== 0 || orphans !== 0) throw new Error(`generated rows are inconsistent: ${unbalanced} unbalanced entries, ${orphans} dangling references`);
    });
    await step('rebuild the reports summaries', () => rebuildSummaries(tx));
  });
  const t = performance.now();
  for (const table of [...TABLES, 'ledger_day_totals', 'vintage_loans', 'vintage_cells']) await run(db, `analyze ${table}`).catch(() => undefined);
  log(`  ${'analyze'.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  log(`generated ${n.toLocaleString('en')} borrowers in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The reports' summaries rebuilt from the rows (the load ran without the triggers that keep them). */
export async function rebuildSummaries(tx: Tx) {
  const exists = await one(tx, `select count(*) from pg_proc where proname = 'reports_rebuild_summaries'`);
  if (exists > 0) await run(tx, `select reports_rebuild_summaries()`);
}
