import { REJECT_REASON_TEXTS } from '@pocket/contracts/api/staff';
import type { ApplicationCase, ApplicationQueueData, ApplicationQueueItem, RejectReason } from '@pocket/contracts/api/staff';

import type { ReviewConfig } from '../../config/review';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { maskName, maskPhone } from '../borrowers-desk/plugin';
import { decisionsOfOrder } from '../credit-policy/plugin';
import type { ApplicationReviews, HeldApplication } from '../lending/plugin';
import type { Messages } from '../messages/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { type BorrowerRow, borrowersOf } from './repo';

const MINUTE_MS = 60_000;
const kycStatus = (done: number | string) => (Number(done) === 5 ? 'complete' : Number(done) === 0 ? 'none' : 'incomplete');
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });
/** What the audit keeps of an application (no personal data). */
const auditView = (a: HeldApplication) => ({ status: a.status, amount: a.amount, rule: a.rule, priority: a.priority });

export interface ApplicationDeskDeps {
  db: Db;
  reviews: ApplicationReviews;
  audit: StaffAuditDoor;
  messages: Pick<Messages, 'notify'>;
  review: Pick<ReviewConfig, 'targetMinutes'>;
  now: () => number;
}

/** The application desk: the queue of held applications, a case, approve (pays out once) and reject with a reason. */
export class ApplicationDesk {
  constructor(private readonly deps: ApplicationDeskDeps) {}

  private item(a: HeldApplication, b: BorrowerRow | undefined): ApplicationQueueItem {
    const target = this.deps.review.targetMinutes;
    const age = Math.max(0, Math.floor((this.deps.now() - a.appliedAt.getTime()) / MINUTE_MS));
    return {
      orderId: a.orderId,
      uid: a.userId,
      phone: b ? maskPhone(b.mobile) : '',
      name: b?.full_name ? maskName(b.full_name) : null,
      amount: a.amount,
      termDays: a.termDays,
      product: a.product,
      rule: a.rule,
      note: a.note,
      priority: a.priority,
      appliedAt: a.appliedAt.toISOString(),
      ageMinutes: age,
      targetMinutes: target,
      late: age > target,
    };
  }

  /** VIP first, then oldest first; each with its age against the target time. */
  async queue(): Promise<ApplicationQueueData> {
    const waiting = await this.deps.reviews.waiting();
    const borrowers = new Map((await borrowersOf(this.deps.db, [...new Set(waiting.map((a) => a.userId))])).map((b) => [Number(b.id), b]));
    return { items: waiting.map((a) => this.item(a, borrowers.get(a.userId))), targetMinutes: this.deps.review.targetMinutes };
  }

  async case(orderId: number): Promise<ApplicationCase> {
    const found = await this.deps.reviews.find(orderId);
    if (!found) throw notFound('No application waiting for review has this id');
    const { application: a, history, limit } = found;
    const [b] = await borrowersOf(this.deps.db, [a.userId]);
    const decidedBy = a.decidedAt ? (await this.deps.audit.about('application', orderId, 10)).find((row) => row.action.startsWith('application.'))?.actorEmail : null;
    return {
      application: {
        ...this.item(a, b),
        status: a.status,
        decision: a.decidedAt ? { outcome: a.status === 'REJECTED' ? 'rejected' : 'approved', by: decidedBy ?? `staff #${a.decidedBy}`, at: a.decidedAt.toISOString(), reason: a.rejectReason } : null,
      },
      borrower: {
        uid: a.userId,
        phone: b ? maskPhone(b.mobile) : '',
        name: b?.full_name ? maskName(b.full_name) : null,
        kycStatus: b ? kycStatus(b.kyc_done) : 'none',
        blocked: b?.blocked === true,
        baseLimit: limit.baseLimit ?? 0,
        limitRaisedAt: iso(limit.raisedAt),
        vip: a.priority,
        registeredAt: b ? iso(b.created_at)! : a.appliedAt.toISOString(),
      },
      history: history.map((h) => ({ ...h, appliedAt: h.appliedAt.toISOString(), disbursedAt: iso(h.disbursedAt), settledAt: iso(h.settledAt) })),
      policy: await this.policyOf(orderId),
    };
  }

  /** The credit policy's decision on the application, as recorded (null for an order made before policies). */
  private async policyOf(orderId: number): Promise<ApplicationCase['policy']> {
    const [d] = await decisionsOfOrder(this.deps.db, orderId);
    if (!d) return null;
    const { base, questionnaireBonus, vipBoost, limit, available } = d.limitMakeUp;
    return { version: d.policyVersion, score: d.score, reasons: d.reasons, limit: { base, questionnaireBonus, vipBoost, limit, available } };
  }

  /** Approves: the loan pays out through the disbursement path; the decision is one audit row (same transaction). */
  approve(actor: StaffActor, orderId: number, note: string | undefined, origin: AuditOrigin) {
    return this.deps.reviews.approve(orderId, actor.id, async (tx, a) => {
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'application.approve', entity: 'application', entityId: orderId, before: { status: 'REVIEWING' }, after: auditView(a), ...(note ? { reason: note } : {}) });
    });
  }

  /** Rejects: the borrower is told the reason's text by SMS; the desk's note is the audit row's reason. */
  reject(actor: StaffActor, orderId: number, reason: RejectReason, note: string, origin: AuditOrigin) {
    return this.deps.reviews.reject(orderId, actor.id, REJECT_REASON_TEXTS[reason], async (tx: Tx, a) => {
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'application.reject', entity: 'application', entityId: orderId, before: { status: 'REVIEWING' }, after: { ...auditView(a), why: reason }, reason: note });
      await this.deps.messages.notify(tx, { event: 'loan.rejected', userId: a.userId, loanId: orderId, amount: a.amount, why: reason });
    });
  }
}
