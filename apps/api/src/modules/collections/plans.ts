import type { HardshipRow, PlanBody } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalsDoor } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import * as repo from './repo';
import { PLAN_MESSAGES } from './restructure';

/** Payment-plan requests on the desk: the open ones, a plan asked for (an approval), a decline (audited). */
export class HardshipDesk {
  constructor(private readonly deps: { db: Db; now: () => number; approvals: ApprovalsDoor; audit: StaffAuditDoor }) {}

  async open(): Promise<HardshipRow[]> {
    const rows = await repo.openHardship(this.deps.db, 200);
    return rows.map((r) => ({
      id: Number(r.id), uid: Number(r.user_id), orderId: Number(r.order_id), caseId: r.case_id === null ? null : Number(r.case_id), reason: r.reason,
      status: r.status as HardshipRow['status'], createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /** Asks for the restructure: a `collections.restructure` request that a finance member approves. */
  async plan(actor: StaffActor, id: number, body: PlanBody, origin: AuditOrigin): Promise<{ approvalId: number; status: 'requested' }> {
    const h = await repo.hardshipById(this.deps.db, id);
    if (!h) throw notFound(PLAN_MESSAGES.notFound);
    const payload = { userId: h.userId, orderId: h.orderId, hardshipId: h.id, instalments: body.instalments, waivePenalty: body.waivePenalty };
    const asked = await this.deps.approvals.request(actor, { kind: 'collections.restructure', payload, reason: body.reason }, origin);
    return { approvalId: asked.id, status: asked.status };
  }

  /** Declines with an answer the borrower reads in the app. */
  async decline(actor: StaffActor, id: number, answer: string, origin: AuditOrigin): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const h = await repo.hardshipById(tx, id, true);
      if (!h) throw notFound(PLAN_MESSAGES.notFound);
      if (h.status !== 'OPEN') throw conflict(PLAN_MESSAGES.answered);
      await repo.updateHardship(tx, id, { status: 'DECLINED', answer, decidedAt: new Date(this.deps.now()) });
      await this.deps.audit.record(tx, { actor, origin, action: 'collections.hardship.decline', entity: 'hardship_request', entityId: id, before: { status: 'OPEN' }, after: { status: 'DECLINED', answer } });
    });
  }
}
