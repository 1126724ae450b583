import { and, eq, sql } from 'drizzle-orm';

import type { BillFigures } from '@pocket/contracts/api/lending';

import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../ledger/schema';
import { payments } from '../payments/schema';
import type { Coupon } from './domain/coupon';
import { couponWaiver } from './domain/coupon';
import { outstanding, type PlanState, sum } from './domain/plan-state';

/** How a bill adds up, in ngwee: total − couponDiscount − waivers + extensionFees − paid = remaining. */
export type BillLinesNgwee = BillFigures;

/** The ledger's story of one bill: coupon waivers and money from the borrower's credit (both in ngwee, positive). */
async function ledgerFigures(tx: Tx, planId: number): Promise<{ couponWaived: number; fromCredit: number }> {
  const [row] = await tx
    .select({
      couponWaived: sql<string>`coalesce(-sum(${ledgerLines.amount}) filter (where ${ledgerEntries.kind} = 'coupon_waiver'), 0)`,
      fromCredit: sql<string>`coalesce(-sum(${ledgerLines.amount}) filter (where ${ledgerEntries.ref} = ${`credit:plan:${planId}`}), 0)`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerLines.subject, `plan:${planId}`));
  return { couponWaived: Number(row?.couponWaived ?? 0), fromCredit: Number(row?.fromCredit ?? 0) };
}

/** Extension fees paid for this bill and granted (a fee refused into the borrower's credit is not the bill's). */
async function extensionFeesPaid(tx: Tx, planId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.ref, sql`'payment:' || ${payments.id}`), eq(ledgerEntries.kind, 'extension_fee')))
    .where(and(eq(payments.planId, planId), eq(payments.kind, 'EXTENSION'), eq(payments.status, 'SUCCESSFUL')));
  return Number(row?.total ?? 0);
}

/** The lines of one bill, from its state, its applied coupon and the ledger. */
export async function billLinesOf(tx: Tx, planId: number, state: PlanState, applied: Coupon | null): Promise<BillLinesNgwee> {
  const { couponWaived, fromCredit } = await ledgerFigures(tx, planId);
  const reserved = applied ? sum(couponWaiver(applied, state)) : 0;
  const fees = await extensionFeesPaid(tx, planId);
  return {
    total: sum(state.due),
    couponDiscount: couponWaived + reserved,
    waivers: sum(state.waived) - couponWaived,
    extensionFees: fees,
    paid: sum(state.paid) + fees,
    creditApplied: fromCredit,
    remaining: sum(outstanding(state)) - reserved,
  };
}

export function addLines(all: BillLinesNgwee[]): BillLinesNgwee {
  const out: BillLinesNgwee = { total: 0, couponDiscount: 0, waivers: 0, extensionFees: 0, paid: 0, creditApplied: 0, remaining: 0 };
  for (const l of all) for (const k of Object.keys(out) as (keyof BillLinesNgwee)[]) out[k] += l[k];
  return out;
}
