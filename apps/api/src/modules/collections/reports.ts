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
  ROLL_WRITTEN_OFF,
  type RollRatesData,
} from '@pocket/contracts/api/staff';
import { addDays, endOfLusakaDay } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { monthEndOn, openAt } from './month-ends';
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
   * Per month of the range: the cases open at the end of the month before (the month-end buckets, month-ends.ts), and
   * where each stood at the month's end (or `to`): its last move in the month, else the same bucket; no bucket: cured,
   * or written off.
   */
  async rollRates(q: CollectionReportQuery): Promise<RollRatesData> {
    const { from, to } = rangeOf(q, this.deps.now());
    const rows: RollRatesData['rows'] = [];
    for (const { month, before, end } of monthsOf(from, to)) {
      const found = await withoutJit(this.deps.db, async (tx) => selectRows<{ from_bucket: string; to_bucket: string; cases: number }>(
        tx,
        sql`with s as (${openAt(await monthEndOn(tx, before), before)}),
            m as (select distinct on (case_id) case_id, to_bucket from collection_case_moves where day > ${before} and day <= ${end} order by case_id, id desc)
            select s.bucket as from_bucket,
              case when m.case_id is null then s.bucket when m.to_bucket is not null then m.to_bucket
                when (select c.close_reason from collection_cases c where c.id = s.case_id) = 'WRITTEN_OFF' then ${ROLL_WRITTEN_OFF} else ${ROLL_CURED} end as to_bucket,
              count(*)::int as cases
            from s left join m on m.case_id = s.case_id
            group by 1, 2`,
      ));
      const started = new Map<string, number>();
      for (const r of found) started.set(r.from_bucket, (started.get(r.from_bucket) ?? 0) + Number(r.cases));
      found.sort((a, b) => this.rank(a.from_bucket) - this.rank(b.from_bucket) || this.rank(a.to_bucket) - this.rank(b.to_bucket));
      for (const r of found) rows.push({ month, fromBucket: r.from_bucket, toBucket: r.to_bucket, cases: Number(r.cases), percent: share(Number(r.cases), started.get(r.from_bucket)!) });
    }
    return { from, to, rows };
  }

  /**
   * Cured: closed within the range as paid up to date (PAID), or by a payment plan (RESTRUCTURED) still kept at the
   * end of `to`: no later case of the loan open then (the job opens one the day an instalment is past due) and the loan
   * not written off by then. A case counts once; the later case of a plan that fell behind is a case of its own.
   * The range's cases: those open at the last month end before `from` (the month-end buckets) and those with a move
   * after it up to `to`; each in its bucket at the end of `to` (closed: the bucket it closed from; a close is a case's
   * last move, so its day is the close's).
   */
  async cure(q: CollectionReportQuery): Promise<CureData> {
    const { from, to } = rangeOf(q, this.deps.now());
    const found = await withoutJit(this.deps.db, async (tx) => {
      const base = await monthEndOn(tx, addDays(from, -1));
      return selectRows<{ bucket: string; cases: number; cured: number }>(
      tx,
      sql`with moved as (
            select distinct on (case_id) case_id, to_bucket, from_bucket, day from collection_case_moves
            where day > ${base ?? ''} and day <= ${to} order by case_id, id desc),
          last as (
            select case_id, to_bucket, from_bucket, case when to_bucket is null then day end as closed from moved
            union all
            select b.case_id, b.bucket, b.bucket, null from collection_month_end_cases b
            where b.day = ${base ?? ''} and not exists (select 1 from moved m where m.case_id = b.case_id))
          select coalesce(l.to_bucket, l.from_bucket) as bucket, count(*)::int as cases,
            (count(*) filter (where l.closed >= ${from} and (c.close_reason = 'PAID' or (c.close_reason = 'RESTRUCTURED'
              and not exists (select 1 from loan_orders o where o.id = c.order_id and o.written_off_at <= ${endOfLusakaDay(to).toISOString()}::timestamptz)
              and not exists (select 1 from collection_cases n join last ln on ln.case_id = n.id where n.order_id = c.order_id and n.id > c.id and ln.to_bucket is not null)))))::int as cured
          from last l join collection_cases c on c.id = l.case_id
          where l.closed is null or l.closed >= ${from}
          group by 1`,
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
            from collection_collected k left join staff_members s on s.id = k.agent_id where k.day between ${from} and ${to} group by 2`,
    );
    const rows = found.map((r) => ({ by: r.by, name: r.name, cases: Number(r.cases), amount: Number(r.amount) }));
    const buckets = rows.filter((r) => r.by === 'bucket').sort((a, b) => this.rank(a.name) - this.rank(b.name));
    const agents = rows.filter((r) => r.by === 'agent').sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
    return { from, to, rows: [...buckets, ...agents], total: buckets.reduce((n, r) => n + r.amount, 0) };
  }
}
