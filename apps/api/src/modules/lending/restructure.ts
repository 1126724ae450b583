import { eq, sql } from 'drizzle-orm';

import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';
import { COMPONENTS, type Components, outstanding, sum, zero } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { book } from '../../ledger/posting';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import type { Adjusted } from './adjust';
import { deskWaiver, restructure } from './postings';
import { findOrder, planColumns, plansOf, planState } from './repo';
import { loanPlans } from './schema';
import { refreshOrder } from './settlement';

/** Days between two instalments of a restructured loan. */
export const INSTALMENT_DAYS = 30;

export const RESTRUCTURE_MESSAGES = {
  loanNotFound: 'This loan does not exist',
  notOpen: 'Only an open loan can be restructured',
  writtenOff: 'This loan was written off',
  nothingOwed: 'This loan owes nothing to restructure',
  instalments: 'instalments must be from 2 to 6',
} as const;

export interface RestructureTerms {
  orderId: number;
  userId: number;
  instalments: number;
  /** The penalties owed are waived (booked as a desk waiver); otherwise they move to the instalments. */
  waivePenalty: boolean;
}

/** What a restructure made (collections keeps it beside the payment-plan request: the restructured loans report). */
export interface Restructured {
  /** The instalments' bills, in due order. */
  planIds: number[];
  /** Each instalment's bill and what it asks (ngwee), in due order. */
  bills: Array<{ planId: number; amount: number }>;
  /** What the unpaid bills owed just before (ngwee, penalties included, before any waiver). */
  owedBefore: number;
  /** What the instalments owe together (ngwee): `owedBefore` less the penalties waived. */
  planned: number;
}

/** `total` in `n` whole-ngwee shares, the remainder on the last one (the shares sum to the total). */
export function shares(total: number, n: number): number[] {
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - each * (n - 1) : each));
}

export async function checkRestructure(tx: Tx, t: RestructureTerms, lock = false) {
  if (!Number.isInteger(t.instalments) || t.instalments < 2 || t.instalments > 6) throw badRequest(RESTRUCTURE_MESSAGES.instalments);
  const order = await findOrder(tx, t.orderId, t.userId, lock);
  if (!order) throw notFound(RESTRUCTURE_MESSAGES.loanNotFound);
  if (order.writtenOffAt !== null) throw conflict(RESTRUCTURE_MESSAGES.writtenOff);
  if (!['REPAYING', 'OVERDUE'].includes(order.status)) throw conflict(RESTRUCTURE_MESSAGES.notOpen);
  const open = (await plansOf(tx, [order.id], lock)).filter((p) => p.status !== 'SETTLED');
  if (open.reduce((n, p) => n + sum(outstanding(planState(p))), 0) === 0) throw conflict(RESTRUCTURE_MESSAGES.nothingOwed);
  return { order, open, all: await plansOf(tx, [order.id]) };
}

/**
 * Restructures a loan (an approved hardship plan, docs/collections.md): its penalties waived if asked, then what its
 * unpaid bills owe, part by part, spread over `instalments` new bills due every 30 days from today; the old bills close
 * at what was paid and waived. Ledger: a `desk_waiver` per bill for the penalties, one `restructure` entry moving the
 * receivables to the new bills (balanced; nothing earned or lost). Run again with the same reference: nothing changes.
 */
export async function restructureLoan(tx: Tx, ref: string, t: RestructureTerms, now: Date): Promise<Adjusted & Restructured> {
  const [done] = await selectRows<{ id: number }>(tx, sql`select id from ledger_entries where ref = ${ref}`);
  if (done) return { before: null, after: { alreadyRestructured: ref }, planIds: [], bills: [], owedBefore: 0, planned: 0 };
  const { order, open, all } = await checkRestructure(tx, t, true);
  const today = lusakaDate(now);
  const before = { bills: open.map((p) => ({ planId: p.id, dueDate: p.dueDate, owed: sum(outstanding(planState(p))) })) };
  const moved = zero();
  const from: Array<{ planId: number; parts: Components }> = [];
  for (const p of open) {
    const state = planState(p);
    if (t.waivePenalty) {
      const penalty = outstanding(state).penalty;
      if (penalty > 0 && (await book(tx, deskWaiver, `${ref}:waive:plan:${p.id}`, { planId: p.id, parts: { ...zero(), penalty } }, now))) state.waived.penalty += penalty;
    }
    const owed = outstanding(state);
    for (const k of COMPONENTS) {
      moved[k] += owed[k];
      // The old bill keeps what was paid and waived: it owes nothing more.
      state.due[k] -= owed[k];
    }
    from.push({ planId: p.id, parts: owed });
    await tx.update(loanPlans).set({ ...planColumns(state), status: 'SETTLED', settledAt: now }).where(eq(loanPlans.id, p.id));
  }
  const split = Object.fromEntries(COMPONENTS.map((k) => [k, shares(moved[k], t.instalments)])) as Record<keyof Components, number[]>;
  const lastPeriod = Math.max(...all.map((p) => p.loanPeriod));
  const to: Array<{ planId: number; parts: Components }> = [];
  for (let i = 0; i < t.instalments; i += 1) {
    const parts: Components = { penalty: split.penalty[i]!, fee: split.fee[i]!, interest: split.interest[i]!, principal: split.principal[i]! };
    const [made] = await tx
      .insert(loanPlans)
      .values({
        orderId: order.id, userId: order.userId, loanPeriod: lastPeriod + 1 + i, dueDate: addDays(today, INSTALMENT_DAYS * (i + 1)), status: 'REPAYING',
        penaltyDue: parts.penalty, feeDue: parts.fee, interestDue: parts.interest, principalDue: parts.principal,
      })
      .returning({ id: loanPlans.id });
    to.push({ planId: made!.id, parts });
  }
  await book(tx, restructure, ref, { from, to }, now);
  await refreshOrder(tx, order.id, now);
  return {
    before,
    after: { instalments: t.instalments, waivedPenalty: t.waivePenalty, bills: to.map((b, i) => ({ planId: b.planId, dueDate: addDays(today, INSTALMENT_DAYS * (i + 1)), amount: sum(b.parts) })) },
    planIds: to.map((b) => b.planId),
    bills: to.map((b) => ({ planId: b.planId, amount: sum(b.parts) })),
    owedBefore: before.bills.reduce((n, b) => n + b.owed, 0),
    planned: to.reduce((n, b) => n + sum(b.parts), 0),
  };
}
