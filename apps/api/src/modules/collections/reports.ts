import { sql } from 'drizzle-orm';

import {
  type CollectionBucketsData,
  type CollectionCollectedData,
  type CollectionReportQuery,
  type CureData,
  type LoanPlansData,
  NO_AGENT,
  type PromisesData,
  type RestructuresData,
  type RestructuresQuery,
  ROLL_CURED,
  type RollRatesData,
} from '@pocket/contracts/api/staff';
import { addDays, endOfLusakaDay } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loanOrderRows } from '../lending/plugin';
import { staffMemberRows } from '../staff/plugin';
import { countsAt, monthEndOn, movesBetween, rolls, UNKNOWN } from './month-ends';
import { rangeOf } from './report-range';
import { loanPlansOn, restructuresReport } from './restructures-report';
import type { CollectionsSettings } from './settings';

/** A share in percent, 2 decimals; 0 when there is nothing to share. */
export const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);


/** The months of a range, each with the day before it starts and the day it ends (the range's `to` for the last). */
export function monthsOf(from: string, to: string): Array<{ month: string; before: string; end: string }> {
  const months: Array<{ month: string; before: string; end: string }> = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const last = addDays(`${next}-01`, -1);
    months.push({ month, before: addDays(`${month}-01`, -1), end: last < to ? last : to });
    month = next;
  }
  return months;
}

/**
 * A report's reads with PostgreSQL's JIT off: at a million borrowers their plans cost far above its threshold, and
 * compiling them took longer than the read itself (docs/performance.md, "Collections and the books at scale").
 */
const withoutJit = <T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // A month's moves grouped by case sort in memory (at a million borrowers, 833,383 moves: 80 MB).
    await tx.execute(sql`set local work_mem = '256MB'`);
    return read(tx);
  });

/** The collections reports (docs/collections.md, "Reports"): from collections' own tables, aggregates only. */
export class CollectionReports {
  constructor(private readonly deps: { db: Db; now: () => number; settings: CollectionsSettings }) {}

  /** Buckets in the settings' order, then cured, then written off (the rows' order). */
  private rank(code: string) {
    const i = this.deps.settings.buckets.findIndex((b) => b.code === code);
    return i >= 0 ? i : code === ROLL_CURED ? 1000 : 1001;
  }

  /**
   * Per month of the range: the cases open at the end of the month before, by where each stood at the month's end (or
   * `to`): its last move in the month, else the same bucket; no bucket: cured, or written off. A month whose month end
   * is written is its roll matrix (`collection_month_rolls`, month-ends.ts); another (the month not yet ended, a range
   * ending within a month) is read from the cases open per bucket at the day before it (`countsAt`) and its own moves.
   */
  async rollRates(q: CollectionReportQuery): Promise<RollRatesData> {
    const { from, to } = rangeOf(q, this.deps.now());
    const rows: RollRatesData['rows'] = [];
    const months = monthsOf(from, to);
    const found = await withoutJit(this.deps.db, async (tx) => {
      const ends = await selectRows<{ day: string }>(tx, sql`select day from collection_month_ends where day between ${months[0]!.end} and ${to}`);
      const written = new Set(ends.map((r) => r.day));
      const all: Array<{ month: string; from_bucket: string; to_bucket: string; cases: number }> = [];
      const codes = this.deps.settings.buckets.map((b) => b.code);
      for (const { month, before, end } of months) {
        let found: Array<{ from_bucket: string; to_bucket: string; cases: number }>;
        if (written.has(end)) {
          found = await selectRows(tx, sql`select from_bucket, to_bucket, cases from collection_month_rolls where day = ${end} and from_bucket <> ''`);
        } else {
          const counts = sql`select ${end}::text as d, bucket, cases from (${countsAt(await monthEndOn(tx, before), before)}) k`;
          const read = (withCodes: boolean) => selectRows<{ from_bucket: string; to_bucket: string; cases: number }>(
            tx,
            sql`select from_bucket, to_bucket, cases from (${rolls(sql`${end}::text`, movesBetween(before, end), counts, withCodes ? codes : undefined)}) r
                where from_bucket <> ''`,
          );
          // The month's cases counted by their first and last bucket: a few rows, hashed (the planner would sort the
          // month's cases for them: 0.5 s at a million).
          await tx.execute(sql`set local enable_sort = off`);
          found = await read(true);
          await tx.execute(sql`set local enable_sort = on`);
          // A move in a bucket no longer in the settings: read again case by case.
          if (found.some((r) => r.from_bucket === UNKNOWN || r.to_bucket === UNKNOWN)) found = await read(false);
        }
        for (const r of found) all.push({ month, ...r });
      }
      return all;
    });
    for (const { month } of months) {
      const of = found.filter((r) => r.month === month);
      const started = new Map<string, number>();
      for (const r of of) started.set(r.from_bucket, (started.get(r.from_bucket) ?? 0) + Number(r.cases));
      of.sort((a, b) => this.rank(a.from_bucket) - this.rank(b.from_bucket) || this.rank(a.to_bucket) - this.rank(b.to_bucket));
      for (const r of of) rows.push({ month, fromBucket: r.from_bucket, toBucket: r.to_bucket, cases: Number(r.cases), percent: share(Number(r.cases), started.get(r.from_bucket)!) });
    }
    return { from, to, rows };
  }

  /**
   * Cured: closed within the range as paid up to date (PAID), or by a payment plan (RESTRUCTURED) still kept at the
   * end of `to`: no later case of the loan open then (the job opens one the day an instalment is past due) and the loan
   * not written off by then. A case counts once; the later case of a plan that fell behind is a case of its own.
   * The range's cases are those open at the end of `to`, in their bucket then (`countsAt`: the month-end roll matrix
   * and the moves since), and those closed within the range (a close is a case's last move), in the bucket each closed
   * from: every close counts as cured, less the closes of cases not closed as PAID (`collection_cases_not_paid_idx`)
   * unless a plan kept. So the report reads the range's closes from an index, the moves since the last month end and
   * the few cases closed otherwise than paid, not every case.
   */
  async cure(q: CollectionReportQuery): Promise<CureData> {
    const { from, to } = rangeOf(q, this.deps.now());
    const found = await withoutJit(this.deps.db, async (tx) => {
      const base = await monthEndOn(tx, to);
      return selectRows<{ bucket: string; cases: number; cured: number }>(
      tx,
      sql`select bucket, sum(cases)::int as cases, sum(cured)::int as cured from (
            select bucket, cases, 0 as cured from (${countsAt(base, to)}) k
            union all
            select from_bucket, count(*), count(*) from collection_case_moves where to_bucket is null and day between ${from} and ${to} group by 1
            union all
            select m.from_bucket, 0, -count(*) from collection_cases c join collection_case_moves m on m.case_id = c.id
            where c.close_reason <> 'PAID' and m.to_bucket is null and m.day between ${from} and ${to}
              and not (c.close_reason = 'RESTRUCTURED'
                and not exists (select 1 from ${loanOrderRows} o where o.id = c.order_id and o.written_off_at <= ${endOfLusakaDay(to).toISOString()}::timestamptz)
                and not exists (select 1 from collection_cases n where n.order_id = c.order_id and n.id > c.id
                  and (select v.to_bucket from collection_case_moves v where v.case_id = n.id and v.day <= ${to} order by v.id desc limit 1) is not null))
            group by 1) x
          group by bucket having sum(cases) > 0`,
      );
    });
    found.sort((a, b) => this.rank(a.bucket) - this.rank(b.bucket));
    const rows = found.map((r) => ({ bucket: r.bucket, cases: Number(r.cases), cured: Number(r.cured), percent: share(Number(r.cured), Number(r.cases)) }));
    const cases = rows.reduce((n, r) => n + r.cases, 0);
    const cured = rows.reduce((n, r) => n + r.cured, 0);
    return { from, to, rows, totals: { cases, cured, percent: share(cured, cases) } };
  }

  async promises(q: CollectionReportQuery): Promise<PromisesData> {
    const { from, to } = rangeOf(q, this.deps.now());
    const found = await selectRows<{ made_by: string; made: number; kept: number; broken: number; open: number }>(
      this.deps.db,
      sql`select case when made_by in ('borrower', 'ussd') then 'borrower' else 'agent' end as made_by, count(*)::int as made,
            (count(*) filter (where status = 'KEPT'))::int as kept, (count(*) filter (where status = 'BROKEN'))::int as broken,
            (count(*) filter (where status = 'OPEN'))::int as open
          from collection_promises where pay_by between ${from} and ${to} group by 1 order by 1 desc`,
    );
    const rows = found.map((r) => {
      const [made, kept, broken, open] = [Number(r.made), Number(r.kept), Number(r.broken), Number(r.open)];
      return { madeBy: r.made_by, made, due: kept + broken, kept, broken, open, percent: share(kept, kept + broken) };
    });
    const sum = (k: 'made' | 'due' | 'kept' | 'broken' | 'open') => rows.reduce((n, r) => n + r[k], 0);
    return { from, to, rows, totals: { made: sum('made'), due: sum('due'), kept: sum('kept'), broken: sum('broken'), open: sum('open'), percent: share(sum('kept'), sum('due')) } };
  }

  /** The restructured loans (restructures-report.ts). */
  restructures(q: RestructuresQuery): Promise<RestructuresData> {
    return restructuresReport(this.deps.db, this.deps.now(), q);
  }

  /** One loan's payment plans at the end of a day (default today): the restructured loans' reading, for the case page. */
  loanPlans(orderId: number, on: string | undefined): Promise<LoanPlansData> {
    return loanPlansOn(this.deps.db, this.deps.now(), orderId, on);
  }

  /** The buckets in force (the settings) and the first whose cases go to a person. */
  buckets(): CollectionBucketsData {
    return { buckets: this.deps.settings.buckets.map((b) => ({ code: b.code, from: b.from, to: b.to })), personFrom: this.deps.settings.personFrom };
  }

  async collected(q: CollectionReportQuery): Promise<CollectionCollectedData> {
    const { from, to } = rangeOf(q, this.deps.now());
    const found = await selectRows<{ by: 'bucket' | 'agent'; name: string; cases: number; amount: number | string }>(
      this.deps.db,
      sql`select 'bucket' as by, k.bucket as name, count(distinct k.case_id)::int as cases, sum(k.amount) as amount
            from collection_collected k where k.day between ${from} and ${to} group by k.bucket
          union all
          select 'agent', coalesce(s.email, ${NO_AGENT}), count(distinct k.case_id)::int, sum(k.amount)
            from collection_collected k left join ${staffMemberRows} s on s.id = k.agent_id where k.day between ${from} and ${to} group by 2`,
    );
    const rows = found.map((r) => ({ by: r.by, name: r.name, cases: Number(r.cases), amount: Number(r.amount) }));
    const buckets = rows.filter((r) => r.by === 'bucket').sort((a, b) => this.rank(a.name) - this.rank(b.name));
    const agents = rows.filter((r) => r.by === 'agent').sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
    return { from, to, rows: [...buckets, ...agents], total: buckets.reduce((n, r) => n + r.amount, 0) };
  }
}
