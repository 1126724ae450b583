import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS as LEDGER_ACCOUNTS } from '../../ledger/accounts';
import { journalCsv, journalPageQuery } from './journal';

/*
 * The journal export of a closed month: its debits equal its credits, and per account they equal the trial balance's
 * movements for the month (ledger_day_totals over the month's days, what the trial balance reads). Entries on both
 * sides of the month's Lusaka edges are written; only the month's are exported. A random month of the 2080s.
 */
const year = 2080 + randomInt(0, 10);
const mm = String(randomInt(2, 12)).padStart(2, '0');
const month = `${year}-${mm}`;
const tag = `jrnl${randomInt(0, 1e9).toString(36)}`;
const start = Date.UTC(year, Number(mm) - 1, 1) - 2 * 3_600_000; // the month's first Lusaka instant
const end = Date.UTC(year, Number(mm), 1) - 2 * 3_600_000;
/*
 * Random debits and credits, so only accounts that no other file's invariant reads: the whole-ledger checks run after the
 * lending scenarios (test/lending-helpers.ts, assertLedger) hold every liability:user_credit balance to a credit, and on
 * the shared PostgreSQL database they read this file's lines too.
 */
const ACCOUNTS = ['asset:cash', 'asset:loan_principal', 'income:interest', 'income:service_fee', 'liability:shop_payable'];

let db: Db;
const collect = async (m: string, page?: number) => {
  let s = '';
  for await (const part of journalCsv(db, m, page)) s += part;
  return s;
};
const error = async (p: Promise<unknown>) => p.then(() => 'no error', (e: Error) => e.message);

describe(`journal export (${month})`, () => {
  beforeAll(async () => {
    db = await testDb();
    const instants = [start - 1, start, end - 1, end, ...Array.from({ length: 40 }, () => start + randomInt(0, end - start))];
    for (const [i, at] of instants.entries()) {
      const [e] = await selectRows<{ id: number | string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values (${`${tag}:${i}`}, 'test', ${new Date(at).toISOString()}::timestamptz) returning id`);
      const a = randomInt(1, 100_000);
      const b = randomInt(1, a + 1);
      const [x, y, z] = [ACCOUNTS[randomInt(0, 5)]!, ACCOUNTS[randomInt(0, 5)]!, ACCOUNTS[randomInt(0, 5)]!];
      const lines = b === a ? [[x, a], [y, -a]] : [[x, a], [y, -b], [z, b - a]];
      const values = sql.join(lines.map(([account, amount]) => sql`(${Number(e!.id)}, ${account}, ${`test:${tag}`}, ${amount})`), sql`, `);
      await db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values ${values}`);
    }
  });

  it('the chart of accounts has a code for every ledger account', async () => {
    const rows = await selectRows<{ account: string }>(db, sql`select account from chart_of_accounts`);
    const mapped = new Set(rows.map((r) => r.account));
    expect(Object.values(LEDGER_ACCOUNTS).filter((a) => !mapped.has(a))).toEqual([]);
  });

  it('refuses a month that is not closed', async () => {
    expect(await error(collect(month))).toBe(`The ledger month ${month} is not closed: only a closed month's journal is exported.`);
  });

  it("balances and equals the trial balance's movements for the month, per account", async () => {
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values (${month}, 'closed', 1, now())`);
    const csv = await collect(month);
    const [header, ...rows] = csv.trimEnd().split('\n');
    expect(header).toBe('date,account code,description,debit,credit,reference');
    const cents = (s: string) => (s === '' ? 0 : Math.round(Number(s) * 100));
    const codes = new Map((await selectRows<{ account: string; code: string }>(db, sql`select account, code from chart_of_accounts`)).map((r) => [r.code, r.account]));
    const perAccount = new Map<string, number>();
    let debits = 0;
    let credits = 0;
    for (const row of rows) {
      const [day, code, , debit, credit, ref] = row.split(',');
      expect(day!.startsWith(month)).toBe(true);
      expect(ref!.startsWith(tag)).toBe(true);
      debits += cents(debit!);
      credits += cents(credit!);
      const account = codes.get(code!)!;
      perAccount.set(account, (perAccount.get(account) ?? 0) + cents(debit!) - cents(credit!));
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(debits).toBe(credits);
    // The month's other entries (none in the 2080s but this file's) are ours: the trial balance's movements are theirs.
    const totals = await selectRows<{ account: string; amount: number | string }>(
      db,
      sql`select account, sum(amount) as amount from ledger_day_totals where to_char(day, 'YYYY-MM') = ${month} group by account`,
    );
    const movements = new Map(totals.map((t) => [t.account, Number(t.amount)]));
    for (const account of new Set([...movements.keys(), ...perAccount.keys()])) expect([account, perAccount.get(account) ?? 0]).toEqual([account, movements.get(account) ?? 0]);
  });

  it('pages through the month by date: small pages give the same CSV, in date order', async () => {
    const csv = await collect(month);
    expect(await collect(month, 3)).toBe(csv);
    expect(await collect(month, 1)).toBe(csv);
    const days = csv.trimEnd().split('\n').slice(1).map((r) => r.slice(0, 10));
    expect(days).toEqual([...days].sort());
  });

  it("reads only the month's entries through the date index and their lines through their entry (issue 47)", async () => {
    // On this file's few rows the planner's costs would pick any plan (a hash join over the whole of a small table), so
    // whole-table plans are priced out: what is left shows which ranges the query can be answered from. The export
    // before issue 47 (keyset on ledger_lines.id) shows a walk of ledger_lines' primary key here.
    const plan = await db.transaction(async (tx) => {
      for (const off of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) await tx.execute(sql.raw(`set local ${off} = off`));
      const rows = await selectRows<{ 'QUERY PLAN': unknown }>(tx as unknown as Db, sql`explain (format json) ${journalPageQuery(month, { at: new Date(start).toISOString(), entry: 1 })}`);
      const json = rows[0]!['QUERY PLAN'];
      return ((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, unknown> }[])[0]!.Plan;
    });
    const scans: string[] = [];
    const indexes: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Relation Name'] === 'string') scans.push(`${node['Relation Name']}:${String(node['Index Name'] ?? node['Node Type'])}`);
      if (typeof node['Index Name'] === 'string') indexes.push(node['Index Name']);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(plan);
    expect(indexes).toContain('ledger_entries_created_at_idx');
    expect(indexes.filter((i) => i.startsWith('ledger_lines'))).toEqual(['ledger_lines_entry_idx']);
    expect(scans.filter((s) => s.startsWith('ledger_lines:') && s !== 'ledger_lines:ledger_lines_entry_idx' && s !== 'ledger_lines:Bitmap Heap Scan')).toEqual([]);
  });
});
