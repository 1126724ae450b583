import { eq, inArray, sql } from 'drizzle-orm';

import type { BillFigures } from '@pocket/contracts/api/lending';
import { outstanding, type PlanState, sum } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../ledger/schema';
import { type Coupon, couponWaiver } from '../coupon/plugin';
import { grantedExtensionFees } from '../payments/plugin';

/** How a bill adds up, in ngwee: total − couponDiscount − waivers + extensionFees − paid = remaining. */
export type BillLinesNgwee = BillFigures;

/**
 * The ledger's story of each bill: coupon waivers and money from the borrower's credit (both in ngwee, positive), for
 * several bills in one statement (by the lines' subject index).
 */
export type LedgerFigures = Map<number, { couponWaived: number; fromCredit: number }>;

async function ledgerFigures(tx: Tx, planIds: number[]): Promise<LedgerFigures> {
  const rows = await tx
    .select({
      subject: ledgerLines.subject,
      couponWaived: sql<string>`coalesce(-sum(${ledgerLines.amount}) filter (where ${ledgerEntries.kind} = 'coupon_waiver'), 0)`,
      fromCredit: sql<string>`coalesce(-sum(${ledgerLines.amount}) filter (where ${ledgerEntries.ref} = 'credit:' || ${ledgerLines.subject}), 0)`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(inArray(ledgerLines.subject, planIds.map((id) => `plan:${id}`)))
    .groupBy(ledgerLines.subject);
  return new Map(rows.map((r) => [Number(r.subject.slice('plan:'.length)), { couponWaived: Number(r.couponWaived), fromCredit: Number(r.fromCredit) }]));
}

export interface BillOf {
  planId: number;
  state: PlanState;
  applied: Coupon | null;
}

/** The lines of several bills (in their order), from their state, applied coupon and the ledger: two statements in all. */
export async function billLinesOfMany(tx: Tx, bills: BillOf[]): Promise<BillLinesNgwee[]> {
  if (bills.length === 0) return [];
  const ids = bills.map((b) => b.planId);
  const figures = await ledgerFigures(tx, ids);
  const fees = await grantedExtensionFees(tx, ids);
  return bills.map((bill) => linesFrom(bill, figures, fees));
}

/** The ledger figures and granted extension fees of several bills, by bill id: two statements. */
export async function ledgerFiguresOf(tx: Tx, planIds: number[]): Promise<{ figures: LedgerFigures; fees: Map<number, number> }> {
  return { figures: await ledgerFigures(tx, planIds), fees: await grantedExtensionFees(tx, planIds) };
}

/** One bill's lines from figures already read (by bill id; a bill without ledger lines or fees has none). */
export function linesFrom({ planId, state, applied }: BillOf, figures: LedgerFigures, fees: Map<number, number>): BillLinesNgwee {
  const { couponWaived, fromCredit } = figures.get(planId) ?? { couponWaived: 0, fromCredit: 0 };
  const reserved = applied ? sum(couponWaiver(applied, state)) : 0;
  const fee = fees.get(planId) ?? 0;
  return {
    total: sum(state.due),
    couponDiscount: couponWaived + reserved,
    waivers: sum(state.waived) - couponWaived,
    extensionFees: fee,
    paid: sum(state.paid) + fee,
    creditApplied: fromCredit,
    remaining: sum(outstanding(state)) - reserved,
  };
}

/** The lines of one bill, from its state, its applied coupon and the ledger. */
export async function billLinesOf(tx: Tx, planId: number, state: PlanState, applied: Coupon | null): Promise<BillLinesNgwee> {
  const [lines] = await billLinesOfMany(tx, [{ planId, state, applied }]);
  return lines!;
}

export function addLines(all: BillLinesNgwee[]): BillLinesNgwee {
  const out: BillLinesNgwee = { total: 0, couponDiscount: 0, waivers: 0, extensionFees: 0, paid: 0, creditApplied: 0, remaining: 0 };
  for (const l of all) for (const k of Object.keys(out) as (keyof BillLinesNgwee)[]) out[k] += l[k];
  return out;
}
