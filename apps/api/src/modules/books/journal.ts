import { type SQL, sql } from 'drizzle-orm';

import { BOOKS_MESSAGES } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';

/** The general-ledger journal export's columns (docs/books.md). */
export const JOURNAL_HEADER = 'date,account code,description,debit,credit,reference';
/** Entries a page (an entry has two or three lines). */
const PAGE = 1000;

/** Ngwee as kwacha with two decimals, exact (integers only). */
const kwacha = (ngwee: number) => `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
const field = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

interface JournalRow {
  entry: number | string;
  at: string;
  day: string;
  code: string | null;
  account: string;
  name: string | null;
  kind: string;
  ref: string;
  amount: number | string;
}

/** Where the next page starts: after the last entry of the page before (its time, exact to the microsecond, and id). */
export interface JournalResume {
  at: string;
  entry: number;
}

/**
 * One page of the month's journal: the next `page` entries dated in the Lusaka month in (time, id) order, read through
 * `ledger_entries_created_at_idx`, joined to their lines through `ledger_lines_entry_idx`.
 */
export function journalPageQuery(month: string, after: JournalResume | null, page = PAGE): SQL {
  const from = sql`(${`${month}-01`}::date::timestamp - interval '2 hours') at time zone 'UTC'`;
  const to = sql`((${`${month}-01`}::date + interval '1 month')::timestamp - interval '2 hours') at time zone 'UTC'`;
  const resume = after === null ? sql`e.created_at >= ${from}` : sql`(e.created_at, e.id) > (${after.at}::timestamptz, ${after.entry})`;
  return sql`with page as (
      select e.id, e.created_at, e.kind, e.ref from ledger_entries e
      where ${resume} and e.created_at < ${to}
      order by e.created_at, e.id limit ${page})
    select e.id as entry, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
           to_char((e.created_at at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD') as day,
           c.code, l.account, c.name, e.kind, e.ref, l.amount
    from page e join ledger_lines l on l.entry_id = e.id left join chart_of_accounts c on c.account = l.account
    order by e.created_at, e.id, l.id`;
}

/**
 * The accounts with lines in the Lusaka month that have no general-ledger code in the chart, by name: read from the
 * trial balance's daily totals of the month's days (`ledger_day_totals`, a row for every day an account has lines),
 * not from the lines, so the export can refuse before its first byte.
 */
export async function accountsWithoutCode(db: Db | Tx, month: string): Promise<string[]> {
  const rows = await selectRows<{ account: string }>(
    db,
    sql`select distinct t.account from ledger_day_totals t left join chart_of_accounts c on c.account = t.account
        where t.day >= ${`${month}-01`}::date and t.day < (${`${month}-01`}::date + interval '1 month') and c.account is null
        order by 1`,
  );
  return rows.map((r) => r.account);
}

/**
 * The general-ledger journal of a closed Lusaka month ('YYYY-MM') as CSV lines, header first, so that the caller can
 * stream it. Every line of every entry dated in the month, its account through `chart_of_accounts`; debits equal
 * credits because every entry balances. Read a page of the month's entries at a time in date order (keyset on the
 * entry's time and id, `ledger_entries_created_at_idx`), each with its lines in line order: the time grows with the
 * month, not the book, and no other month's line is read (issue 47). Refuses an open month and, before its first line,
 * a month with a line of an account without a code (naming every such account): an accounting package would refuse a
 * line without an account code, and a journal without the line would not balance.
 */
export async function* journalCsv(db: Db, month: string, page = PAGE): AsyncGenerator<string> {
  const [period] = await selectRows<{ status: string }>(db, sql`select status from ledger_periods where month = ${month}`);
  if (period?.status !== 'closed') throw new Error(BOOKS_MESSAGES.notClosed(month));
  const unmapped = await accountsWithoutCode(db, month);
  if (unmapped.length > 0) throw new Error(BOOKS_MESSAGES.journalNoCode(month, unmapped));
  yield `${JOURNAL_HEADER}\n`;
  let after: JournalResume | null = null;
  for (;;) {
    const rows: JournalRow[] = await selectRows<JournalRow>(db, journalPageQuery(month, after, page));
    if (rows.length === 0) return;
    let out = '';
    for (const r of rows) {
      // A code removed since the check above (the chart changes through maker-checker while the month streams).
      if (r.code === null) throw new Error(BOOKS_MESSAGES.journalNoCode(month, [r.account]));
      const amount = Number(r.amount);
      out += `${[r.day, r.code, field(`${r.name} (${r.kind})`), amount > 0 ? kwacha(amount) : '', amount < 0 ? kwacha(-amount) : '', field(r.ref)].join(',')}\n`;
    }
    yield out;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, entry: Number(last.entry) };
  }
}
