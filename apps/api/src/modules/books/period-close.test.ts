import { randomInt } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { testDb } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { postEntry } from '../../ledger/repo';

/*
 * Period close is the database's rule (decision 0059): once a Lusaka month is closed in ledger_periods, no ledger entry
 * or line dated inside it can be written, changed or removed, whoever writes it. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. The month is a random one of the 2090s, which no other test uses.
 */
const year = 2090 + randomInt(0, 10);
const mm = String(randomInt(1, 12)).padStart(2, '0'); // never December: the next month stays in the same year
const month = `${year}-${mm}`;
const next = `${year}-${String(Number(mm) + 1).padStart(2, '0')}`;
const tag = `close${randomInt(0, 1e9).toString(36)}`;
/** The last instant of the month in Lusaka (UTC+2): 21:59:59.999 UTC on its last day. */
const lastInstant = new Date(Date.UTC(year, Number(mm), 1) - 2 * 3_600_000 - 1);
const firstOfNext = new Date(lastInstant.getTime() + 1);

let db: Db;

const message = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'no error';
};

async function entryAt(ref: string, at: Date): Promise<number> {
  const [row] = await selectRows<{ id: number | string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values (${ref}, 'test', ${at.toISOString()}::timestamptz) returning id`);
  return Number(row!.id);
}
const lines = (entryId: number, amount: number) =>
  db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values (${entryId}, 'asset:cash', ${`test:${tag}`}, ${amount}), (${entryId}, 'income:interest', ${`test:${tag}`}, ${-amount})`);

describe(`period close (${month})`, () => {
  let before: number;

  beforeAll(async () => {
    db = await testDb();
    // Written while the month is open.
    before = await entryAt(`${tag}:before`, lastInstant);
    await lines(before, 500);
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values (${month}, 'closed', 1, now())`);
  });

  it('refuses an entry dated inside a closed month, naming the month', async () => {
    const err = await message(entryAt(`${tag}:late`, lastInstant));
    expect(err).toContain(`The ledger month ${month} is closed`);
    const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_entries where ref = ${`${tag}:late`}`);
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses adding, changing or removing a line of an entry of a closed month', async () => {
    expect(await message(lines(before, 100))).toContain(`The ledger month ${month} is closed`);
    // Changes and removals are refused in every month (the ledger is append-only), a closed one included.
    expect(await message(db.execute(sql`update ledger_lines set amount = amount * 2 where entry_id = ${before}`))).toContain('append-only');
    expect(await message(db.execute(sql`delete from ledger_lines where entry_id = ${before}`))).toContain('append-only');
    const [row] = await selectRows<{ total: number | string; n: number | string }>(db, sql`select coalesce(sum(abs(amount)), 0) as total, count(*) as n from ledger_lines where entry_id = ${before}`);
    expect({ total: Number(row!.total), n: Number(row!.n) }).toEqual({ total: 1000, n: 2 });
  });

  it('dates by the Lusaka day: the first instant of the next month is open', async () => {
    const id = await entryAt(`${tag}:next`, firstOfNext);
    await lines(id, 300);
    const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_lines where entry_id = ${id}`);
    expect(Number(row!.n)).toBe(2);
  });

  it('a late correction posts in an open month with a ref naming what it corrects', async () => {
    const posted = await db.transaction((tx) =>
      postEntry(tx, {
        ref: `correction:${tag}:before`,
        kind: 'correction',
        lines: [
          { account: 'asset:cash', subject: `test:${tag}`, amount: -500 },
          { account: 'income:interest', subject: `test:${tag}`, amount: 500 },
        ],
      } as Parameters<typeof postEntry>[1]),
    );
    expect(posted).toBe(true);
  });

  it('a closed month stays closed', async () => {
    expect(await message(db.execute(sql`update ledger_periods set status = 'open' where month = ${month}`))).toContain(`The ledger month ${month} is closed and stays closed`);
    expect(await message(db.execute(sql`delete from ledger_periods where month = ${month}`))).toContain('stays closed');
    // An open month may be closed; a malformed month is refused.
    await db.execute(sql`insert into ledger_periods (month) values (${next})`);
    await db.execute(sql`update ledger_periods set status = 'closed', closed_at = now() where month = ${next}`);
    expect(await message(db.execute(sql`insert into ledger_periods (month) values ('2090-13')`))).toContain('ledger_periods_month_format');
    // Clean up the next month for the rest of the run (on PostgreSQL the database is shared): it cannot be reopened, so
    // it is the owner's test table only; nothing else in the run posts in the 2090s.
  });
});
