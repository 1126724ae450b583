import { APPROVAL_MESSAGES, APPROVAL_TTL_MS } from '@pocket/contracts/api/staff';
import type { Approval, ApprovalListQuery, CreateApprovalBody } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import type { ApprovalKind, ApprovalKinds } from './registry';
import * as repo from './repo';
import type { ApprovalRow } from './schema';

export function approvalOf(row: ApprovalRow, now: number): Approval {
  const expired = row.status === 'requested' && row.expiresAt.getTime() <= now;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    reason: row.reason,
    status: expired ? 'expired' : row.status,
    requestedBy: { id: row.requestedBy, email: row.requestedByEmail },
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, email: row.decidedByEmail ?? '' },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

/** Whether the request is about the staff member `staffId` (its kind's subjects); a payload that no longer parses is not. */
function aboutActor(kind: ApprovalKind, payload: unknown, staffId: number): boolean {
  if (!kind.subjects) return false;
  const parsed = kind.payload.safeParse(payload);
  return parsed.success && kind.subjects(parsed.data).includes(staffId);
}

/** The maker-checker engine: one for every kind (docs/backoffice.md). */
export class ApprovalService {
  constructor(
    private readonly db: Db,
    private readonly kinds: ApprovalKinds,
    private readonly audit: StaffAuditDoor,
    private readonly now: () => number,
  ) {}

  async request(actor: StaffActor, body: CreateApprovalBody, origin: AuditOrigin): Promise<{ id: number; status: 'requested' }> {
    const kind = this.kinds.get(body.kind);
    if (!kind) throw badRequest(APPROVAL_MESSAGES.unknownKind);
    if (!kind.requesters.some((r) => actor.roles.includes(r))) throw forbidden(APPROVAL_MESSAGES.notRequestKind);
    const parsed = kind.payload.safeParse(body.payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`payload.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'is invalid'}`);
    }
    const at = new Date(this.now());
    const row = await this.db.transaction(async (tx) => {
      await kind.validate?.(tx, parsed.data);
      const created = await repo.insertApproval(tx, {
        kind: kind.kind,
        payload: parsed.data as Record<string, unknown>,
        reason: body.reason,
        status: 'requested',
        requestedBy: actor.id,
        requestedByEmail: actor.email,
        requestedAt: at,
        expiresAt: new Date(at.getTime() + APPROVAL_TTL_MS),
      });
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'approval.request', entity: 'approval', entityId: created.id, after: approvalOf(created, at.getTime()), reason: body.reason });
      return created;
    });
    return { id: row.id, status: 'requested' };
  }

  async list(actor: StaffActor, query: ApprovalListQuery): Promise<{ items: Approval[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const now = this.now();
    const beforeId = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : undefined;
    const rows = await repo.listApprovals(this.db, { kinds: this.kinds.checkableBy(actor.roles), requestedBy: actor.id, status: query.status, beforeId, now: new Date(now) }, limit + 1);
    const items = rows.slice(0, limit).map((r) => approvalOf(r, now));
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
  }

  /** Approve: the effect runs in the same transaction as the decision, so it runs once even when 20 approve at once. */
  async approve(actor: StaffActor, id: number, note: string | undefined, origin: AuditOrigin): Promise<Approval> {
    return this.decide(actor, id, 'approved', note ?? null, origin);
  }

  async reject(actor: StaffActor, id: number, reason: string, origin: AuditOrigin): Promise<Approval> {
    return this.decide(actor, id, 'rejected', reason, origin);
  }

  private async decide(actor: StaffActor, id: number, status: 'approved' | 'rejected', note: string | null, origin: AuditOrigin): Promise<Approval> {
    const found = await repo.findApproval(this.db, id);
    if (!found) throw notFound(APPROVAL_MESSAGES.notFound);
    const kind = this.kinds.get(found.kind);
    if (!kind || !kind.checkers.some((r) => actor.roles.includes(r))) throw forbidden(APPROVAL_MESSAGES.notYourKind);
    if (found.requestedBy === actor.id) throw forbidden(APPROVAL_MESSAGES.ownRequest);
    if (aboutActor(kind, found.payload, actor.id)) throw forbidden(APPROVAL_MESSAGES.aboutYou);
    const at = new Date(this.now());
    const later: { afterCommit?: () => Promise<void> } = {};
    const decided = await this.db.transaction(async (tx) => {
      const row = await repo.decide(tx, id, { status, by: actor.id, byEmail: actor.email, at, note });
      if (!row) return null;
      const effect = status === 'approved' ? await kind.effect(tx, kind.payload.parse(row.payload), { approvalId: id, decidedBy: actor.id, decidedAt: at }) : null;
      if (effect?.afterCommit) later.afterCommit = effect.afterCommit;
      const view = approvalOf(row, at.getTime());
      await this.audit.record(tx, {
        actor: auditActor(actor),
        origin,
        action: status === 'approved' ? 'approval.approve' : 'approval.reject',
        entity: 'approval',
        entityId: id,
        before: { ...approvalOf(found, at.getTime()), ...(effect ? { effect: { entity: effect.entity, entityId: effect.entityId, state: effect.before } } : {}) },
        after: { ...view, ...(effect ? { effect: { entity: effect.entity, entityId: effect.entityId, state: effect.after } } : {}) },
        reason: note,
      });
      return view;
    });
    if (decided) {
      await later.afterCommit?.().catch(() => undefined);
      return decided;
    }
    const now = await repo.findApproval(this.db, id);
    const view = approvalOf(now ?? found, at.getTime());
    throw conflict(view.status === 'expired' ? APPROVAL_MESSAGES.expired : APPROVAL_MESSAGES.alreadyDecided(view.status));
  }
}
