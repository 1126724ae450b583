import { PAR_DAYS, KYC_FUNNEL_STEPS } from '@pocket/contracts/api/staff';
import type { CashData, CashQuery, CollectedData, DisbursedData, KycFunnelData, KycFunnelQuery, OutstandingData, ParData, ReportPortfolioQuery, ReportRangeQuery, TrialBalanceData, TrialBalanceQuery, VintageData } from '@pocket/contracts/api/staff';
import { addDays, endOfLusakaDay, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import type { Filters, Window } from './repo';
import { accountBalancesOn, cashByOperatorDay, collectedByOperator, disbursedByDay, kycFunnelCounts, outstandingByProduct, portfolioAtRisk, vintageByWeek } from './summaries.repo';

/** The days a range covers when none is given: the 30 days to today. */
export const DEFAULT_RANGE_DAYS = 30;

/** A share in percent with two decimals (0 when the whole is 0). */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

/** The reports desk (docs/reports.md): read-only answers over the ledger and the lending tables. */
export class Reports {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  private today() {
    return lusakaDate(this.deps.now());
  }

  /** The range asked (inclusive Lusaka dates), defaulting to the 30 days to today, as instants [start, end). */
  window(q: { from?: string | undefined; to?: string | undefined }): Window {
    const to = q.to ?? this.today();
    const from = q.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
    return { from, to, start: new Date(endOfLusakaDay(addDays(from, -1)).getTime() + 1), end: new Date(endOfLusakaDay(to).getTime() + 1) };
  }

  private filters(q: { product?: number | undefined; channel?: string | undefined }): Filters {
    return { product: q.product, channel: q.channel };
  }

  async disbursed(q: ReportRangeQuery): Promise<DisbursedData> {
    const w = this.window(q);
    const rows = await disbursedByDay(this.deps.db, w, this.filters(q));
    return { from: w.from, to: w.to, rows, totals: { loans: sumOf(rows, (r) => r.loans), principal: sumOf(rows, (r) => r.principal) } };
  }

  async collected(q: ReportRangeQuery): Promise<CollectedData> {
    const w = this.window(q);
    const rows = await collectedByOperator(this.deps.db, w, this.filters(q));
    return { from: w.from, to: w.to, rows, totals: { payments: sumOf(rows, (r) => r.payments), amount: sumOf(rows, (r) => r.amount) } };
  }

  async outstanding(q: ReportPortfolioQuery): Promise<OutstandingData> {
    const rows = await outstandingByProduct(this.deps.db, this.filters(q));
    const total = (pick: (r: (typeof rows)[number]) => number) => sumOf(rows, pick);
    return {
      asOf: this.today(),
      rows,
      totals: { loans: total((r) => r.loans), principal: total((r) => r.principal), interest: total((r) => r.interest), fee: total((r) => r.fee), penalty: total((r) => r.penalty), total: total((r) => r.total) },
    };
  }

  async par(q: ReportPortfolioQuery): Promise<ParData> {
    const asOf = this.today();
    const at = await portfolioAtRisk(this.deps.db, asOf, PAR_DAYS, this.filters(q));
    return {
      asOf,
      loans: at.loans,
      outstandingPrincipal: at.principal,
      rows: at.buckets.map((b) => ({ bucket: `PAR ${b.days}`, days: b.days, loans: b.loans, principalAtRisk: b.principal, percent: percentOf(b.principal, at.principal) })),
    };
  }

  async vintage(q: ReportRangeQuery): Promise<VintageData> {
    const w = this.window(q);
    const asOf = this.today();
    const rows = await vintageByWeek(this.deps.db, w, asOf, this.filters(q));
    return { from: w.from, to: w.to, asOf, rows: rows.map((r) => ({ ...r, percent30: percentOf(r.principal30, r.principal) })) };
  }

  async trialBalance(q: TrialBalanceQuery): Promise<TrialBalanceData> {
    const on = q.on ?? this.today();
    const balances = await accountBalancesOn(this.deps.db, on);
    const rows = balances.map((b) => ({ account: b.account, debit: Math.max(b.balance, 0), credit: Math.max(-b.balance, 0) }));
    const debit = sumOf(rows, (r) => r.debit);
    const credit = sumOf(rows, (r) => r.credit);
    return { on, rows, totals: { debit, credit, balanced: debit === credit } };
  }

  async cash(q: CashQuery): Promise<CashData> {
    const w = this.window(q);
    return { from: w.from, to: w.to, rows: await cashByOperatorDay(this.deps.db, w) };
  }

  async kycFunnel(q: KycFunnelQuery): Promise<KycFunnelData> {
    const w = this.window(q);
    const counts = await kycFunnelCounts(this.deps.db, w, q.channel);
    const signedUp = counts[0] ?? 0;
    return { from: w.from, to: w.to, rows: KYC_FUNNEL_STEPS.map((step, i) => ({ step, borrowers: counts[i] ?? 0, percent: percentOf(counts[i] ?? 0, signedUp) })) };
  }
}
