/**
 * The payday bench's borrowers (docs/performance.md, "Payday"): N borrowers with KYC 1-3 done, one Pocket Loan each
 * (7 days, K200-K500, disbursed a week ago: due today in Lusaka), its bill, its disbursement payment and balanced
 * ledger entry (as the settlement books it: `disburse:plan:<id>`), and a session whose token the bench knows. Half the
 * wallets are MTN (096), half Airtel (097). Set-based SQL in one transaction with the triggers on, so the borrowers'
 * versions and the reports' summaries are kept as for any write. The sessions' tokens are `payday-<salt>-<n>`.
 */
import { sql } from 'drizzle-orm';

import type { Db } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';

export interface Borrower {
  n: number;
  userId: number;
  /** 0XXXXXXXXX: the wallet and the login number. */
  mobile: string;
  token: string;
  orderId: number;
  planId: number;
  /** ngwee still owed on the bill. */
  remaining: number;
}

export const tokenOf = (salt: string, n: number) => `payday-${salt}-${n}`;

const run = (db: Db, text: string) => db.execute(sql.raw(text));

/** Inserts `n` borrowers and answers them (in borrower order). */
export async function generateBorrowers(db: Db, n: number, salt: string, log: (line: string) => void): Promise<Borrower[]> {
  const started = performance.now();
  const today = `to_char((now() at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;
  const disbursed = `now() - interval '7 days'`;
  const rows = await db.transaction(async (tx) => {
    const t = (text: string) => tx.execute(sql.raw(text));
    await t(`create temporary table payday_gen on commit drop as
             select g, (case when g % 2 = 0 then '096' else '097' end) || lpad((g % 10000000)::text, 7, '0') as local,
                    (2 + g % 4) * 10000 as principal
             from generate_series(1, ${n}) g`);
    await t(`alter table payday_gen add column user_id bigint, add column order_id bigint, add column plan_id bigint`);
    await t(`update payday_gen set user_id = nextval('users_id_seq'), order_id = nextval('loan_orders_id_seq'), plan_id = nextval('loan_plans_id_seq')`);
    await t(`insert into users (id, mobile, register_channel, device_brand, created_at, updated_at)
             select user_id, '+260' || substr(local, 2), 'h5', 'bench', now() - interval '30 days', now() from payday_gen`);
    await t(`insert into kyc_identities (user_id, nrc_number, full_name, date_of_birth, gender, nrc_front_upload_id, nrc_back_upload_id)
             select user_id, lpad((g % 1000000)::text, 6, '0') || '/' || lpad((g % 90 + 10)::text, 2, '0') || '/1',
                    (array['Mwila','Chanda','Bwalya','Mutale','Natasha','Chipo'])[1 + g % 6] || ' ' || (array['Banda','Phiri','Mulenga','Tembo','Zulu'])[1 + g % 5],
                    '1990-01-01', case when g % 2 = 0 then 'female' else 'male' end, 'bench-front', 'bench-back'
             from payday_gen`);
    await t(`insert into kyc_sections (user_id, section, data)
             select user_id, s.section, s.data from payday_gen cross join lateral (values
               ('base', jsonb_build_object('maritalStatus', 'single', 'education', 'secondary', 'provinceId', 5, 'districtId', 506, 'address', 'Plot 12, Kabulonga Road', 'email', '', 'provinceName', 'Lusaka', 'districtName', 'Lusaka')),
               ('linkman', jsonb_build_object('name1', 'Mwila Banda', 'relationship1', 'parent', 'mobile1', '0955' || lpad((g % 1000000)::text, 6, '0'), 'name2', 'Chanda Phiri', 'relationship2', 'friend', 'mobile2', '0755' || lpad((g % 1000000)::text, 6, '0'))),
               ('work', jsonb_build_object('employmentType', 'full_time_employee', 'employerName', 'Zambia Sugar', 'monthlyIncome', '3000_5000', 'payDay', 25)),
               ('face', jsonb_build_object('faceImageId', 'bench-face'))) s(section, data)`);
    await t(`insert into loan_orders (id, user_id, product_id, principal, term_days, status, wallet_msisdn, disbursed_at, created_at, updated_at)
             select order_id, user_id, 1, principal, 7, 'REPAYING', local, ${disbursed}, ${disbursed}, ${disbursed} from payday_gen`);
    await t(`insert into loan_plans (id, order_id, user_id, loan_period, due_date, status, principal_due, interest_due, fee_due, created_at, updated_at)
             select plan_id, order_id, user_id, 1, ${today}, 'REPAYING', principal, principal / 10, greatest(principal / 50, 500), ${disbursed}, ${disbursed} from payday_gen`);
    await t(`insert into payments (user_id, order_id, plan_id, kind, provider, reference, msisdn, amount, status, provider_tx_id, finalized_at, created_at, updated_at)
             select user_id, order_id, null, 'DISBURSEMENT', case when g % 2 = 0 then 'mtn' else 'airtel' end, 'payday-${salt}-disburse-' || plan_id,
                    local, principal, 'SUCCESSFUL', 'PAYDAY' || plan_id, ${disbursed}, ${disbursed}, ${disbursed} from payday_gen`);
    await t(`insert into ledger_entries (ref, kind, created_at) select 'disburse:plan:' || plan_id, 'disbursement', ${disbursed} from payday_gen`);
    // The disbursement's lines, in the order the posting writes them (fee, interest, principal receivable; cash; income).
    await t(`insert into ledger_lines (entry_id, account, subject, amount)
             select e.id, l.account, l.subject, l.amount from payday_gen g
             join ledger_entries e on e.ref = 'disburse:plan:' || g.plan_id
             cross join lateral (values
               (1, 'asset:fee_receivable', 'plan:' || g.plan_id, greatest(g.principal / 50, 500)),
               (2, 'asset:interest_receivable', 'plan:' || g.plan_id, g.principal / 10),
               (3, 'asset:loan_principal', 'plan:' || g.plan_id, g.principal),
               (4, 'asset:cash', '-', -g.principal),
               (5, 'income:interest', '-', -(g.principal / 10)),
               (6, 'income:service_fee', '-', -greatest(g.principal / 50, 500))) l(i, account, subject, amount)
             order by g.g, l.i`);
    await t(`insert into sessions (user_id, token_hash, expires_at)
             select user_id, encode(sha256(convert_to('payday-${salt}-' || g, 'UTF8')), 'hex'), now() + interval '30 days' from payday_gen`);
    const [check] = await selectRows<{ bad: number | string }>(tx, sql`select count(*) as bad from (select entry_id from ledger_lines group by entry_id having sum(amount) <> 0) x`);
    if (Number(check!.bad) !== 0) throw new Error(`generated ledger entries do not balance: ${check!.bad}`);
    return selectRows<{ g: number | string; user_id: number | string; local: string; order_id: number | string; plan_id: number | string; principal: number | string }>(
      tx,
      sql.raw(`select g, user_id, local, order_id, plan_id, principal from payday_gen order by g`),
    );
  });
  // The planner's statistics, as autovacuum would have them on a database this size. ANALYZE skips, with a warning
  // only, a table its role does not own (the app's role does not): so `db` must be the owner's, and it is checked.
  const analyzed = ['users', 'kyc_sections', 'loan_orders', 'loan_plans', 'payments', 'ledger_entries', 'ledger_lines', 'sessions'];
  for (const table of analyzed) await run(db, `analyze ${table}`);
  const unanalyzed = await selectRows<{ relname: string }>(db, sql.raw(`select relname from pg_class where relname in (${analyzed.map((t) => `'${t}'`).join(', ')}) and relkind = 'r' and reltuples < 0`));
  if (unanalyzed.length) throw new Error(`not analyzed (is the connection the tables' owner?): ${unanalyzed.map((r) => r.relname).join(', ')}`);
  const borrowers = rows.map((r) => {
    const principal = Number(r.principal);
    return {
      n: Number(r.g), userId: Number(r.user_id), mobile: r.local, token: tokenOf(salt, Number(r.g)), orderId: Number(r.order_id), planId: Number(r.plan_id),
      remaining: principal + Math.floor(principal / 10) + Math.max(Math.floor(principal / 50), 500),
    };
  });
  log(`  ${n.toLocaleString('en')} borrowers with a loan due today in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return borrowers;
}
