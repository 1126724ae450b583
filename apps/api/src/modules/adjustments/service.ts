import { ADJUSTMENT_MESSAGES } from '@pocket/contracts/api/staff';
import type { AdjustmentBorrower, AdjustmentRequest, ExtendBody, RefundBody, WaiveBody, WriteOffBody } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { userCredit } from '../../ledger/repo';
import { notFound } from '../../plugins/errors';
import type { ApprovalsDoor } from '../approvals/plugin';
import type { LoanAdjustments } from '../lending/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin } from '../staff-audit/plugin';
import * as repo from './repo';

const iso = (v: Date | string) => new Date(v).toISOString();
type Requested = { approvalId: number; status: 'requested' };

/** The adjustments desk (docs/adjustments.md): the borrower's loans and credit, and the four kinds of request. */
export class AdjustmentsDesk {
  constructor(private readonly deps: { db: Db; approvals: ApprovalsDoor; adjust: LoanAdjustments; now: () => number }) {}

  async borrower(uid: number): Promise<AdjustmentBorrower> {
    const { db } = this.deps;
    if (!(await repo.borrowerExists(db, uid))) throw notFound(ADJUSTMENT_MESSAGES.borrowerNotFound);
    const [credit, bills, requests, payments] = await Promise.all([userCredit(db, uid), repo.loansOf(db, uid), repo.requestsOf(db, uid), repo.refundPaymentsOf(db, uid)]);
    const loans: AdjustmentBorrower['loans'] = [];
    for (const b of bills) {
      let loan = loans.find((l) => l.orderId === b.orderId);
      if (!loan) loans.push((loan = { orderId: b.orderId, status: b.orderStatus, writtenOff: b.writtenOff, bills: [] }));
      if (b.planId !== null) loan.bills.push({ planId: b.planId, loanPeriod: b.loanPeriod, dueDate: b.dueDate, status: b.status, penaltyOwed: b.penaltyOwed, feeOwed: b.feeOwed, remaining: b.remaining, waived: b.waived });
    }
    const now = this.deps.now();
    return {
      uid,
      credit,
      loans,
      requests: requests.map((r): AdjustmentRequest => {
        const payment = payments.find((p) => Number(p.subject_id) === Number(r.id));
        return {
          approvalId: Number(r.id),
          kind: r.kind,
          payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
          reason: r.reason,
          status: r.status === 'requested' && new Date(r.expires_at).getTime() <= now ? 'expired' : r.status,
          requestedBy: r.requested_by_email,
          requestedAt: iso(r.requested_at),
          decidedBy: r.decided_by_email,
          payment: payment ? { id: Number(payment.id), reference: payment.reference, status: payment.status, reason: payment.reason } : null,
        };
      }),
    };
  }

  async #ask(actor: StaffActor, kind: string, payload: Record<string, unknown>, reason: string, origin: AuditOrigin): Promise<Requested> {
    const asked = await this.deps.approvals.request(actor, { kind, payload, reason }, origin);
    return { approvalId: asked.id, status: asked.status };
  }

  refund(actor: StaffActor, body: RefundBody, origin: AuditOrigin): Promise<Requested> {
    return this.#ask(actor, 'adjustment.refund', { userId: body.userId, amount: body.amount }, body.reason, origin);
  }

  async waive(actor: StaffActor, body: WaiveBody, origin: AuditOrigin): Promise<Requested> {
    const userId = await this.deps.adjust.ownerOfBill(this.deps.db, body.planId);
    if (userId === null) throw notFound(ADJUSTMENT_MESSAGES.billNotFound);
    return this.#ask(actor, 'adjustment.waive', { userId, planId: body.planId, component: body.component, amount: body.amount }, body.reason, origin);
  }

  async writeOff(actor: StaffActor, body: WriteOffBody, origin: AuditOrigin): Promise<Requested> {
    const userId = await this.deps.adjust.ownerOfLoan(this.deps.db, body.orderId);
    if (userId === null) throw notFound(ADJUSTMENT_MESSAGES.loanNotFound);
    return this.#ask(actor, 'adjustment.write-off', { userId, orderId: body.orderId }, body.reason, origin);
  }

  async extend(actor: StaffActor, body: ExtendBody, origin: AuditOrigin): Promise<Requested> {
    const userId = await this.deps.adjust.ownerOfBill(this.deps.db, body.planId);
    if (userId === null) throw notFound(ADJUSTMENT_MESSAGES.billNotFound);
    return this.#ask(actor, 'adjustment.extend', { userId, planId: body.planId, dueDate: body.dueDate }, body.reason, origin);
  }
}
