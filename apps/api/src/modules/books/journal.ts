import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/** The general-ledger journal export's columns (docs/books.md). */
export const JOURNAL_HEADER = 'date,account code,description,debit,credit,reference';
const PAGE = 1000;

/** Ngwee as kwacha with two decimals, exact (integers only). */
const kwacha = (ngwee: number) => `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
const field = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

interface JournalRow {
  id: number | string;
  day: string;
  code: string | null;
  account: string;
  name: string | null;
  kind: string;
  ref: string;
  amount: number | string;
}

/**
 * The general-ledger journal of a closed Lusaka month ('YYYY-MM') as CSV lines, header first, read a page of lines at
 * a time (keyset on the line id) so that the caller can stream it. Every line of every entry dated in the month, its
 * account through `chart_of_accounts`; debits equal credits because every entry balances. Refuses an open month and a
 * line whose account has no code.
 */
export async function* journalCsv(db: Db, month: string): AsyncGenerator<string> {
  const [period] = await selectRows<{ status: string }>(db, sql`select status from ledger_periods where month = ${month}`);
  if (period?.status !== 'closed') throw new Error(`The ledger month ${month} is not closed: only a closed month's journal is exported.`);
  yield `${JOURNAL_HEADER}\n`;
  let after = 0;
  for (;;) {
    const rows = await selectRows<JournalRow>(
      db,
      sql`select l.id, to_char((e.created_at at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD') as day, c.code, l.account, c.name, e.kind, e.ref, l.amount
          from ledger_lines l join ledger_entries e on e.id = l.entry_id left join chart_of_accounts c on c.account = l.account
          where e.created_at >= (${`${month}-01`}::date::timestamp - interval '2 hours') at time zone 'UTC'
            and e.created_at < ((${`${month}-01`}::date + interval '1 month')::timestamp - interval '2 hours') at time zone 'UTC'
            and l.id > ${after}
          order by l.id limit ${PAGE}`,
    );
    if (rows.length === 0) return;
    let out = '';
    for (const r of rows) {
      if (r.code === null) throw new Error(`The ledger account ${r.account} has no code in the chart of accounts: add it before exporting ${month}.`);
      const amount = Number(r.amount);
      out += `${[r.day, r.code, field(`${r.name} (${r.kind})`), amount > 0 ? kwacha(amount) : '', amount < 0 ? kwacha(-amount) : '', field(r.ref)].join(',')}\n`;
    }
    yield out;
    after = Number(rows[rows.length - 1]!.id);
  }
}
