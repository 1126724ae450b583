import { and, desc, eq, gt, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { ApprovalStatus } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { staffApprovals } from './schema';
import type { ApprovalRow } from './schema';

export async function insertApproval(tx: Tx, row: typeof staffApprovals.$inferInsert): Promise<ApprovalRow> {
  const [created] = await tx.insert(staffApprovals).values(row).returning();
  return created!;
}

export async function findApproval(tx: Tx, id: number): Promise<ApprovalRow | null> {
  const [row] = await tx.select().from(staffApprovals).where(eq(staffApprovals.id, id));
  return row ?? null;
}

/**
 * Decides a request that is still open: requested, not expired, not the decider's own. The row lock of the UPDATE
 * makes concurrent deciders wait; each re-reads the row after the first commits and finds it decided (no row back).
 */
export async function decide(
  tx: Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; by: number; byEmail: string; at: Date; note: string | null },
): Promise<ApprovalRow | null> {
  const [row] = await tx
    .update(staffApprovals)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedByEmail: decision.byEmail,
      decidedAt: decision.at,
      decisionNote: decision.note,
      ...(decision.status === 'approved' ? { effectRanAt: decision.at } : {}),
    })
    .where(and(eq(staffApprovals.id, id), eq(staffApprovals.status, 'requested'), gt(staffApprovals.expiresAt, decision.at), ne(staffApprovals.requestedBy, decision.by)))
    .returning();
  return row ?? null;
}

export interface ListFilter {
  kinds: string[];
  requestedBy: number;
  status?: ApprovalStatus | undefined;
  beforeId?: number | undefined;
  now: Date;
}

function statusCondition(status: ApprovalStatus, now: Date): SQL | undefined {
  if (status === 'expired') return and(eq(staffApprovals.status, 'requested'), lte(staffApprovals.expiresAt, now));
  if (status === 'requested') return and(eq(staffApprovals.status, 'requested'), gt(staffApprovals.expiresAt, now));
  return eq(staffApprovals.status, status);
}

/** Requests of the kinds the caller may check, and the caller's own; newest first. */
export async function listApprovals(tx: Tx, f: ListFilter, limit: number): Promise<ApprovalRow[]> {
  const visible = f.kinds.length ? or(inArray(staffApprovals.kind, f.kinds), eq(staffApprovals.requestedBy, f.requestedBy)) : eq(staffApprovals.requestedBy, f.requestedBy);
  const parts = [visible, f.status ? statusCondition(f.status, f.now) : undefined, f.beforeId !== undefined ? lt(staffApprovals.id, f.beforeId) : undefined];
  return tx.select().from(staffApprovals).where(and(...parts)).orderBy(desc(staffApprovals.id)).limit(limit);
}
