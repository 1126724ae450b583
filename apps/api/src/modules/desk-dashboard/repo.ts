import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { requestsWaiting } from '../approvals/plugin';
import { paymentRows } from '../payments/plugin';
import { paymentResolutionRows } from '../payments-desk/plugin';
import { portfolioCellRows } from '../reports/plugin';

/*
 * The dashboard reads other modules' rows through their doors, read-only (payments, resolutions, the reports' open-loan cells, the approvals waiting), each figure
 * one query on an index: today's money on payments_successful_finalized_idx, stuck payments on payments_pending_idx,
 * approvals on staff_approvals_status_idx, PAR on the open loan plans.
 */

type Num = number | string | null;
const n = (v: Num) => (v === null ? 0 : Number(v));
const ageSeconds = (oldest: Date | string | null, now: Date) => (oldest === null ? null : Math.max(0, Math.floor((now.getTime() - new Date(oldest).getTime()) / 1000)));

/** The successful disbursements and collections (every other kind but refunds, which are money out) finalized in [from, to). */
export async function moneyBetween(db: Tx, from: Date, to: Date) {
  const [row] = await selectRows<{ disbursed: Num; disbursed_count: Num; collected: Num; collected_count: Num }>(
    db,
    sql`select coalesce(sum(amount) filter (where kind = 'DISBURSEMENT'), 0) as disbursed,
               count(*) filter (where kind = 'DISBURSEMENT') as disbursed_count,
               coalesce(sum(amount) filter (where kind not in ('DISBURSEMENT', 'REFUND')), 0) as collected,
               count(*) filter (where kind not in ('DISBURSEMENT', 'REFUND')) as collected_count
          from ${paymentRows} p
         where status = 'SUCCESSFUL' and finalized_at >= ${from.toISOString()}::timestamptz and finalized_at < ${to.toISOString()}::timestamptz`,
  );
  return { disbursed: n(row!.disbursed), disbursedCount: n(row!.disbursed_count), collected: n(row!.collected), collectedCount: n(row!.collected_count) };
}

/** Payments PENDING since before `stuckBefore`: how many and the oldest one's age; and the flagged resolutions. */
export async function stuckPayments(db: Tx, stuckBefore: Date, now: Date) {
  const [row] = await selectRows<{ count: Num; oldest: Date | string | null; flagged: Num }>(
    db,
    sql`select count(*) as count, min(created_at) as oldest,
               (select count(*) from ${paymentResolutionRows} r where flagged_at is not null) as flagged
          from ${paymentRows} p where status = 'PENDING' and created_at <= ${stuckBefore.toISOString()}::timestamptz`,
  );
  return { count: n(row!.count), oldestAgeSeconds: ageSeconds(row!.oldest, now), flagged: n(row!.flagged) };
}

/** Maker-checker requests waiting (requested, not expired): how many and the oldest one's age. */
export async function approvalsWaiting(db: Tx, now: Date) {
  const { count, oldest } = await requestsWaiting(db, now);
  return { waiting: count, oldestAgeSeconds: ageSeconds(oldest, now) };
}

/**
 * PAR 30: the outstanding principal of loans with an instalment more than 30 days late (a plan not settled whose
 * due date is before `lateBefore`), and all outstanding principal; over the plans not settled (ngwee). Read from the
 * reports' open-loan cells (portfolio_cells: each loan with a bill not settled, by its earliest open due date, kept by
 * triggers in the writing transaction; docs/reports.md), a few hundred rows instead of every open bill.
 */
export async function portfolioAtRisk(db: Tx, lateBefore: string) {
  const [row] = await selectRows<{ outstanding: Num; at_risk: Num }>(
    db,
    sql`select coalesce(sum(principal), 0) as outstanding, coalesce(sum(principal) filter (where first_open_due < ${lateBefore}::date), 0) as at_risk
          from ${portfolioCellRows} c`,
  );
  return { outstanding: n(row!.outstanding), atRisk: n(row!.at_risk) };
}
