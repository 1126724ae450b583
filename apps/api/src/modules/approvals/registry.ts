import type { z } from 'zod';

import type { StaffRole } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';

/** What an effect changed, written in the approval's audit row. */
export interface EffectResult {
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
  /**
   * Work that must wait until the approval is committed (a call to an operator: a refund's transfer). Run once, after
   * the commit, by the approval that ran the effect; a failure leaves the work to its own retry (the reconciler).
   */
  afterCommit?: () => Promise<void>;
}

/**
 * A kind of maker-checker request. Desks register theirs (`app.approvals.register(kind)`): who may request it, who may
 * check it, its payload's schema, an optional check when it is requested, and the effect that runs once, in the
 * transaction that approves it. An effect must be idempotent (running it twice changes nothing the second time).
 */
/**
 * The request an effect runs for: `approvalId` (a desk may keep it beside its own rows), and who approved it and when,
 * as the request's row records them.
 */
export interface ApprovedRequest {
  approvalId: number;
  decidedBy: number;
  decidedAt: Date;
}

export interface ApprovalKind<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  requesters: readonly StaffRole[];
  checkers: readonly StaffRole[];
  /**
   * The staff members the request is about (a role grant's, a reset's): none of them may check it (issue 42, defect 7),
   * whoever asked. Kinds about borrowers, payments or prices answer nothing here.
   */
  subjects?(payload: P): readonly number[];
  /** Throws an AppError when the request cannot be made (e.g. an unknown staff member). */
  validate?(tx: Tx, payload: P): Promise<void>;
  effect(tx: Tx, payload: P, request: ApprovedRequest): Promise<EffectResult>;
}

export class ApprovalKinds {
  private readonly kinds = new Map<string, ApprovalKind>();

  register<P>(kind: ApprovalKind<P>): void {
    if (this.kinds.has(kind.kind)) throw new Error(`approval kind ${kind.kind} is registered twice`);
    this.kinds.set(kind.kind, kind as ApprovalKind);
  }

  get(kind: string): ApprovalKind | undefined {
    return this.kinds.get(kind);
  }

  /** The kinds any of `roles` may check. */
  checkableBy(roles: readonly StaffRole[]): string[] {
    return [...this.kinds.values()].filter((k) => k.checkers.some((r) => roles.includes(r))).map((k) => k.kind);
  }
}
