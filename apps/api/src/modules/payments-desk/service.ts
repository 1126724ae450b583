import type { Inside } from '@pocket/contracts/api/contract';
import { PAYMENT_DESK_MESSAGES, STUCK_AFTER_MINUTES } from '@pocket/contracts/api/staff';
import type { deskPayment, paymentDeskListData, PaymentDeskQuery, requeryData, ResolvePaymentBody } from '@pocket/contracts/api/staff';

type DeskPayment = Inside<typeof deskPayment>;
type PaymentDeskListData = Inside<typeof paymentDeskListData>;
type RequeryData = Inside<typeof requeryData>;

import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import type { ApprovalsDoor } from '../approvals/plugin';
import type { PaymentEngine } from '../lending/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import * as repo from './repo';
import { deskPaymentOf } from './view';

const MINUTE_MS = 60_000;

export interface PaymentsDeskDeps {
  db: Db;
  /** The payment engine, reached through the lending module's door (app.lending.engine). */
  engine: PaymentEngine;
  approvals: ApprovalsDoor;
  audit: StaffAuditDoor;
  now: () => number;
}

/** One page of the desk's list (also timed at scale by bench/payments-desk.ts). */
export async function listPage(db: Db, now: number, query: PaymentDeskQuery): Promise<PaymentDeskListData> {
  const state = query.state ?? 'in-flight';
  const limit = query.limit ?? 50;
  const minutes = Math.max(query.olderThanMinutes ?? 0, state === 'stuck' ? STUCK_AFTER_MINUTES : 0);
  const cursor = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : null;
  const rows = await repo.listPayments(
    db,
    { state, operator: query.operator, kind: query.kind, uid: query.uid, madeBefore: minutes > 0 ? new Date(now - minutes * MINUTE_MS) : null, cursor, now: new Date(now) },
    limit + 1,
  );
  const items = rows.slice(0, limit).map((r) => deskPaymentOf(r, now));
  const last = rows.length > limit ? rows[limit - 1]! : null;
  const nextCursor = last === null ? null : String(state === 'in-flight' || state === 'stuck' ? last.id : last.r_id);
  return { items, nextCursor };
}

/** The payments desk (docs/backoffice.md#payments-desk): the list, asking the operator again, resolution by hand. */
export class PaymentsDesk {
  constructor(private readonly deps: PaymentsDeskDeps) {}

  list(query: PaymentDeskQuery): Promise<PaymentDeskListData> {
    return listPage(this.deps.db, this.deps.now(), query);
  }

  async one(id: number): Promise<DeskPayment> {
    const row = await repo.findPayment(this.deps.db, id, new Date(this.deps.now()));
    if (!row) throw notFound(PAYMENT_DESK_MESSAGES.notFound);
    return deskPaymentOf(row, this.deps.now());
  }

  /**
   * Asks the operator again through the engine: a waiting payment becomes final when the operator says so; for a
   * payment resolved by hand the operator's answer is recorded and a different one flagged (the engine's listener).
   */
  async requery(actor: StaffActor, id: number, origin: AuditOrigin): Promise<RequeryData> {
    const before = await this.one(id);
    await this.deps.engine.confirm(before.reference);
    const after = await this.one(id);
    const operatorStatus = after.resolution ? after.resolution.operatorStatus : after.status;
    await this.deps.db.transaction((tx) =>
      this.deps.audit.record(tx, {
        actor: { id: actor.id, email: actor.email, roles: actor.roles },
        origin,
        action: 'payment.requery',
        entity: 'payment',
        entityId: id,
        before: { status: before.status, checks: before.checks },
        after: { status: after.status, checks: after.checks, operatorStatus, flagged: Boolean(after.resolution?.flag) },
      }),
    );
    return { payment: after, operatorStatus };
  }

  /** A resolution by hand is a `payment.resolve` request: a second finance member approves it (approvals/). */
  async resolve(actor: StaffActor, id: number, body: ResolvePaymentBody, origin: AuditOrigin): Promise<{ approvalId: number; status: 'requested' }> {
    const asked = await this.deps.approvals.request(actor, { kind: 'payment.resolve', payload: { paymentId: id, ...body }, reason: body.note }, origin);
    return { approvalId: asked.id, status: asked.status };
  }

  /**
   * The operator reported on a payment that is already final (a callback, a status asked again). When the payment was
   * resolved by hand, its answer is recorded; a final answer other than the resolution's is flagged. Nothing moves:
   * the engine never changes a final payment, so a late report can never pay or fail it twice.
   */
  async checkLateReport(payment: { id: number; reference: string; provider: string; kind: string }, ask: () => Promise<{ status: string } | null>): Promise<void> {
    const resolution = await repo.resolutionOf(this.deps.db, payment.id);
    if (!resolution) return;
    const answer = await ask();
    if (!answer) return;
    const final = answer.status === 'SUCCESSFUL' || answer.status === 'FAILED';
    const differs = final && answer.status !== resolution.outcome;
    await repo.recordOperatorAnswer(this.deps.db, payment.id, {
      status: answer.status,
      at: new Date(this.deps.now()),
      flagReason: differs ? `The operator reported ${answer.status} after the payment was resolved by hand as ${resolution.outcome}` : null,
    });
  }
}
