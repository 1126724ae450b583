import { readFileSync } from 'node:fs';

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { addDays, endOfLusakaDay } from '@pocket/contracts/lusaka-date';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loanOrderRows } from '../lending/plugin';
import { fillMonthEnds, monthEndBefore, monthEndFrom, nextMonthEnd } from './month-ends';
import { CollectionReports, monthsOf } from './reports';
import { COLLECTIONS_SETTINGS } from './settings';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '91+'];

/** A small deterministic random (no other test's rows are dated 2018: the history below is the only one then). */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

/**
 * A generated 2018 of 90 cases on three real loans: opened into 1-7, moved up, moved down (an extension), several moves
 * on one day, moves on month ends, closed paid, restructured (a later case of the loan opening or not) or written off,
 * the rest on the year's last day.
 */
async function history(db: Db, orders: Array<{ orderId: number; userId: number }>) {
  const next = random(46);
  const pick = <T,>(xs: T[]) => xs[Math.floor(next() * xs.length)]!;
  const monthEnds = monthsOf('2018-01-01', '2018-12-31').map((m) => m.end);
  for (let k = 0; k < 90; k++) {
    const { orderId, userId } = orders[k % orders.length]!;
    const reason = pick(['PAID', 'PAID', 'RESTRUCTURED', 'WRITTEN_OFF', null]);
    const [row] = await selectRows<{ id: number | string }>(
      db,
      sql`insert into collection_cases (order_id, user_id, status, bucket, bucket_rank, close_reason, opened_at, closed_at)
          values (${orderId}, ${userId}, 'CLOSED', 'x', 1, ${reason ?? 'PAID'}, now(), now()) returning id`,
    );
    const id = Number(row!.id);
    let day = next() < 0.3 ? pick(monthEnds) : addDays('2018-01-01', Math.floor(next() * 300));
    let at = 0;
    const moves: Array<[string | null, string | null, string]> = [[null, BUCKETS[0]!, day]];
    for (let steps = Math.floor(next() * 8); steps > 0 && day < '2018-12-31'; steps--) {
      const r = next();
      day = r < 0.15 ? day : r < 0.35 ? monthEnds.find((e) => e >= day) ?? day : addDays(day, 1 + Math.floor(next() * 40));
      if (day > '2018-12-31') break;
      const to = Math.min(BUCKETS.length - 1, Math.max(0, at + (next() < 0.3 ? -1 : 1)));
      moves.push([BUCKETS[at]!, BUCKETS[to]!, day]);
      at = to;
    }
    // Every case closed by the year's end (on PostgreSQL the test files share a database: no case of 2018 is open in
    // another test's range); those without a reason on its last day, so they are open in every range below but one.
    const closeDay = reason === null ? '2018-12-31' : next() < 0.2 ? day : addDays(day, Math.floor(next() * 30));
    moves.push([BUCKETS[at]!, null, closeDay < '2018-12-31' ? closeDay : '2018-12-31']);
    for (const [from, to, d] of moves) await db.execute(sql`insert into collection_case_moves (case_id, from_bucket, to_bucket, days_past_due, day) values (${id}, ${from}, ${to}, 1, ${d})`);
  }
}

/** The reports before the month-end buckets (issue 46): where each case stood at a day read from every move up to it. */
const standing = (day: string) =>
  sql`select distinct on (case_id) case_id, to_bucket, from_bucket from collection_case_moves where day <= ${day} order by case_id, id desc`;

async function rollRatesFromMoves(db: Db, from: string, to: string) {
  const rows: Array<{ month: string; fromBucket: string; toBucket: string; cases: number }> = [];
  for (const { month, before, end } of monthsOf(from, to)) {
    const found = await selectRows<{ from_bucket: string; to_bucket: string; cases: number }>(
      db,
      sql`with s as (${standing(before)}), e as (${standing(end)})
          select s.to_bucket as from_bucket,
            coalesce(e.to_bucket, case when c.close_reason = 'WRITTEN_OFF' then 'written off' else 'cured' end) as to_bucket, count(*)::int as cases
          from s join e on e.case_id = s.case_id join collection_cases c on c.id = s.case_id
          where s.to_bucket is not null group by 1, 2`,
    );
    for (const r of found) rows.push({ month, fromBucket: r.from_bucket, toBucket: r.to_bucket, cases: Number(r.cases) });
  }
  return rows;
}

async function cureFromMoves(db: Db, from: string, to: string) {
  const found = await selectRows<{ bucket: string; cases: number; cured: number }>(
    db,
    sql`with life as (
          select case_id, min(day) filter (where from_bucket is null) as opened, max(day) filter (where to_bucket is null) as closed
          from collection_case_moves group by case_id),
        last as (${standing(to)}),
        kept as (
          select c.id from collection_cases c join ${loanOrderRows} o on o.id = c.order_id
          where c.close_reason = 'RESTRUCTURED' and (o.written_off_at is null or o.written_off_at > ${endOfLusakaDay(to).toISOString()}::timestamptz)
            and not exists (select 1 from collection_cases n join last ln on ln.case_id = n.id where n.order_id = c.order_id and n.id > c.id and ln.to_bucket is not null))
        select coalesce(l.to_bucket, l.from_bucket) as bucket, count(*)::int as cases,
          (count(*) filter (where life.closed between ${from} and ${to} and (c.close_reason = 'PAID' or c.id in (select id from kept))))::int as cured
        from life join last l on l.case_id = life.case_id join collection_cases c on c.id = life.case_id
        where life.opened <= ${to} and (life.closed is null or life.closed >= ${from})
        group by 1`,
  );
  return found.map((r) => ({ bucket: r.bucket, cases: Number(r.cases), cured: Number(r.cured) }));
}

/** The roll matrices of 2018 as written (month-ends.ts, `rolls`). */
const matrices = async (db: Db | Tx) =>
  (await selectRows<{ day: string; from_bucket: string; to_bucket: string; cases: number }>(
    db,
    sql`select day, from_bucket, to_bucket, cases from collection_month_rolls where day between '2018-01-01' and '2018-12-31' order by 1, 2, 3`,
  )).map((r) => `${r.day} ${r.from_bucket} ${r.to_bucket} ${Number(r.cases)}`);

const byKey = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Ranges over the generated year: whole months, mid-month ends and starts, a month end as the end, a single day. */
const RANGES: Array<[string, string]> = [
  ['2018-01-01', '2018-12-31'],
  ['2018-02-01', '2018-04-30'],
  ['2018-03-15', '2018-06-10'],
  ['2018-05-31', '2018-05-31'],
  ['2018-06-01', '2018-06-30'],
  ['2018-07-17', '2018-11-02'],
  ['2018-09-30', '2018-12-31'],
  ['2018-12-01', '2018-12-20'],
];

describe('month-end buckets (issue 46): the reports read them and answer as they did from every move', () => {
  let db: Db;
  let reports: CollectionReports;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    db = await testDb();
    reports = new CollectionReports({ db, now: clock.now, settings: COLLECTIONS_SETTINGS });
  });

  const compare = async () => {
    let compared = 0;
    // The settings' buckets end with `90+`, the history's with `91+`: a month with a move there is read by the
    // fallback (an ordered aggregate), the others by min and max over the buckets' places; settings naming the
    // history's five buckets read every month the second way.
    const named = new CollectionReports({ db, now: clock.now, settings: { ...COLLECTIONS_SETTINGS, buckets: BUCKETS.map((code, i) => ({ code, from: i * 10 + 1, to: i === 4 ? null : i * 10 + 10 })) } });
    for (const [from, to] of RANGES) {
      const oldRoll = await rollRatesFromMoves(db, from, to);
      const oldCure = await cureFromMoves(db, from, to);
      for (const r of [reports, named]) {
        const roll = await r.rollRates({ from, to });
        const cure = await r.cure({ from, to });
        expect(byKey(roll.rows.map(({ month, fromBucket, toBucket, cases }) => ({ month, fromBucket, toBucket, cases }))), `roll rates ${from}..${to}`).toEqual(byKey(oldRoll));
        expect(byKey(cure.rows.map(({ bucket, cases, cured }) => ({ bucket, cases, cured }))), `cure rate ${from}..${to}`).toEqual(byKey(oldCure));
      }
      compared += oldRoll.length + oldCure.length;
    }
    return compared;
  };
  const written = async () =>
    (await selectRows<{ day: string; cases: number }>(db, sql`select day, cases from collection_month_ends where day between '2018-01-01' and '2018-12-31' order by day`)).map((r) => ({ day: r.day, cases: Number(r.cases) }));
  const clear = async () => {
    await db.execute(sql`delete from collection_month_end_cases where day between '2018-01-01' and '2018-12-31'`);
    await db.execute(sql`delete from collection_month_ends where day between '2018-01-01' and '2018-12-31'`);
    await db.execute(sql`delete from collection_month_rolls where day between '2018-01-01' and '2018-12-31'`);
  };

  it('before any month end is written, after the backfill, and after the job\'s month-by-month writes: the same figures', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const s = await borrower(app);
      orders.push({ orderId: (await borrow(app, s, 500, 7)).orderId, userId: s.userId });
    }
    await history(db, orders);
    // Without month ends: the reports read the moves (as before).
    const rows = await compare();
    expect(rows).toBeGreaterThan(40);

    // The migration's backfill: every month end of 2018 from the moves.
    for (const q of fillMonthEnds(null, '2018-12-31')) await db.execute(q);
    const backfilled = await written();
    expect(backfilled.map((r) => r.day)).toEqual(monthsOf('2018-01-01', '2018-12-31').map((m) => m.end));
    expect(backfilled.some((r) => r.cases > 5)).toBe(true);
    await compare();

    // The job: January from the moves, then each month end from the one before and the month's moves.
    await clear();
    for (const q of fillMonthEnds(null, '2018-01-31')) await db.execute(q);
    for (let prev = '2018-01-31', day = nextMonthEnd(prev); day <= '2018-12-31'; prev = day, day = nextMonthEnd(day)) for (const q of monthEndFrom(prev, day)) await db.execute(q);
    expect(await written()).toEqual(backfilled);
    const byDay = async () => (await selectRows<{ day: string; case_id: number | string; bucket: string }>(db, sql`select day, case_id, bucket from collection_month_end_cases where day <= '2018-12-31' order by 1, 2`)).map((r) => `${r.day} ${r.case_id} ${r.bucket}`);
    const monthByMonth = await byDay();
    const rollsByMonth = await matrices(db);
    expect(rollsByMonth.length).toBeGreaterThan(40);
    await clear();
    for (const q of fillMonthEnds(null, '2018-12-31')) await db.execute(q);
    expect(await byDay()).toEqual(monthByMonth);
    expect(await matrices(db)).toEqual(rollsByMonth);
    // Migration 0046's backfill of the matrices (its last statement) writes the same rows (in a transaction rolled
    // back: it rewrites every month end's matrix, and on PostgreSQL the test files share a database).
    const migration = readFileSync(new URL('../../../drizzle/0046_collections_month_rolls.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    const backfill = migration[migration.length - 1]!;
    expect(backfill).toContain('INSERT INTO "collection_month_rolls"');
    let migrated: string[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from collection_month_rolls`);
      await tx.execute(sql.raw(backfill));
      migrated = await matrices(tx);
      tx.rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof Error && e.message.includes('Rollback'))) throw e;
    });
    expect(migrated).toEqual(rollsByMonth);

    // Only some month ends written (the job not run for months): the reports start from the latest one written.
    await db.execute(sql`delete from collection_month_end_cases where day in ('2018-04-30', '2018-07-31', '2018-08-31', '2018-10-31')`);
    await db.execute(sql`delete from collection_month_ends where day in ('2018-04-30', '2018-07-31', '2018-08-31', '2018-10-31')`);
    await compare();
  }, 240_000); // 90 cases' moves, then both reports over eight ranges four times, each against the reading from every move

  it('the month ends: the last day of the month before, and of the next month', () => {
    expect(monthEndBefore('2024-03-15')).toBe('2024-02-29');
    expect(monthEndBefore('2026-01-01')).toBe('2025-12-31');
    expect(nextMonthEnd('2024-01-31')).toBe('2024-02-29');
    expect(nextMonthEnd('2025-12-31')).toBe('2026-01-31');
  });
});
