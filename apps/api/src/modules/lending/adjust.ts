import { eq } from 'drizzle-orm';

import { ADJUSTMENT_MESSAGES } from '@pocket/contracts/api/staff';
import { isOverdue, lusakaDate } from '@pocket/contracts/lusaka-date';
import { formatKwacha } from '@pocket/contracts/money';
import { outstanding, sum, zero } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import { book } from '../../ledger/posting';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { deskWaiver, writeOff } from './postings';
import { findOrder, findPlan, planColumns, plansOf, planState } from './repo';
import { loanOrders, loanPlans } from './schema';
import { refreshOrder } from './settlement';

/** What an adjustment changed, for the approval's audit row. */
export interface Adjusted {
  before: unknown;
  after: unknown;
}

const OPEN = ['REPAYING', 'OVERDUE'];
const WHAT = { penalty: 'penalty', fee: 'service fee' } as const;

/**
 * The desk's adjustments of bills and loans (docs/adjustments.md), run by the lending engine so its bills and the
 * ledger move together. Each `check*` is the request's check (no lock); each action locks, checks again and applies
 * once (a second run with the same reference changes nothing).
 */
export class LoanAdjustments {
  private readonly now: () => number;

  constructor(deps: { now: () => number }) {
    this.now = deps.now;
  }

  async #bill(tx: Tx, planId: number, userId: number, lock: boolean) {
    const found = await findPlan(tx, planId, null, lock);
    if (!found || found.plan.userId !== userId) throw notFound(ADJUSTMENT_MESSAGES.billNotFound);
    if (found.order.writtenOffAt !== null) throw conflict(ADJUSTMENT_MESSAGES.writtenOff);
    if (found.plan.status === 'SETTLED') throw conflict(ADJUSTMENT_MESSAGES.settled);
    return found;
  }

  /** The bill's owner (the desk's requests name the borrower), or null for an unknown bill. */
  async ownerOfBill(tx: Tx, planId: number): Promise<number | null> {
    return (await findPlan(tx, planId, null))?.plan.userId ?? null;
  }

  async ownerOfLoan(tx: Tx, orderId: number): Promise<number | null> {
    return (await findOrder(tx, orderId, null))?.userId ?? null;
  }

  async checkWaive(tx: Tx, p: { planId: number; userId: number; component: 'penalty' | 'fee'; amount: number }, lock = false) {
    const found = await this.#bill(tx, p.planId, p.userId, lock);
    const owed = outstanding(planState(found.plan))[p.component];
    if (p.amount > owed) throw badRequest(ADJUSTMENT_MESSAGES.waiveAboveOwed(WHAT[p.component], formatKwacha(owed)));
    return found;
  }

  /** Waives part or all of a bill's penalty or fee: the bill's waived column and a `desk_waiver` ledger entry. */
  async waive(tx: Tx, ref: string, p: { planId: number; userId: number; component: 'penalty' | 'fee'; amount: number }): Promise<Adjusted> {
    const found = await this.checkWaive(tx, p, true);
    const state = planState(found.plan);
    const before = { waived: state.waived[p.component], owed: outstanding(state)[p.component] };
    const parts = zero();
    parts[p.component] = p.amount;
    if (!(await book(tx, deskWaiver, ref, { planId: p.planId, parts }, new Date(this.now())))) return { before, after: before };
    state.waived[p.component] += p.amount;
    const now = new Date(this.now());
    const settled = sum(outstanding(state)) === 0;
    await tx
      .update(loanPlans)
      .set({ ...planColumns(state), ...(settled ? { status: 'SETTLED' as const, settledAt: now } : {}) })
      .where(eq(loanPlans.id, p.planId));
    if (settled) await refreshOrder(tx, found.order.id, now);
    return { before, after: { waived: state.waived[p.component], owed: outstanding(state)[p.component], settled } };
  }

  async checkWriteOff(tx: Tx, p: { orderId: number; userId: number }, lock = false) {
    const order = await findOrder(tx, p.orderId, p.userId, lock);
    if (!order) throw notFound(ADJUSTMENT_MESSAGES.loanNotFound);
    if (order.writtenOffAt !== null) throw conflict(ADJUSTMENT_MESSAGES.writtenOff);
    if (!OPEN.includes(order.status)) throw conflict(ADJUSTMENT_MESSAGES.notOpen);
    return order;
  }

  /**
   * Writes a loan off: what each unpaid bill still owes leaves the receivables for the write-off expense (one
   * `write_off` entry per bill) and the loan is marked; the borrower still sees (and may pay) what is owed.
   */
  async writeOff(tx: Tx, ref: string, p: { orderId: number; userId: number }): Promise<Adjusted> {
    const order = await this.checkWriteOff(tx, p, true);
    const plans = (await plansOf(tx, [order.id], true)).filter((x) => x.status !== 'SETTLED');
    let total = 0;
    for (const plan of plans) {
      const owed = outstanding(planState(plan));
      if (sum(owed) === 0) continue;
      await book(tx, writeOff, `${ref}:plan:${plan.id}`, { planId: plan.id, owed }, new Date(this.now()));
      total += sum(owed);
    }
    const now = new Date(this.now());
    await tx.update(loanOrders).set({ writtenOffAt: now, updatedAt: now }).where(eq(loanOrders.id, order.id));
    return { before: { status: order.status, writtenOff: false }, after: { status: order.status, writtenOff: true, amount: total } };
  }

  async checkExtend(tx: Tx, p: { planId: number; userId: number; dueDate: string }, lock = false) {
    const found = await this.#bill(tx, p.planId, p.userId, lock);
    if (p.dueDate <= found.plan.dueDate) throw badRequest(ADJUSTMENT_MESSAGES.notLater(found.plan.dueDate));
    if (p.dueDate <= lusakaDate(new Date(this.now()))) throw badRequest(ADJUSTMENT_MESSAGES.notFuture);
    return found;
  }

  /** Moves a bill's due date by hand: no fee, not one of the borrower's extensions; an overdue bill is due again. */
  async extend(tx: Tx, p: { planId: number; userId: number; dueDate: string }): Promise<Adjusted> {
    const found = await findPlan(tx, p.planId, null, true);
    if (found && found.plan.dueDate === p.dueDate) return { before: { dueDate: p.dueDate }, after: { dueDate: p.dueDate } };
    const { plan, order } = await this.checkExtend(tx, p, true);
    const state = planState(plan);
    const before = { dueDate: state.dueDate, status: plan.status };
    state.dueDate = p.dueDate;
    const now = new Date(this.now());
    const status = isOverdue(state.dueDate, lusakaDate(now)) ? ('OVERDUE' as const) : ('REPAYING' as const);
    // The penalty is charged from the new due date on (penaltyThrough moves with it).
    await tx.update(loanPlans).set({ ...planColumns(state), status, penaltyThrough: null }).where(eq(loanPlans.id, plan.id));
    await refreshOrder(tx, order.id, now);
    return { before, after: { dueDate: state.dueDate, status } };
  }
}
