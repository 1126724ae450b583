import { count, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { staffApprovals } from './schema';

// What other rooms' tests set up of the maker-checker requests, so that no test outside approvals names their table.

/** A request's maker e-mail as stored, replaced (a report's test of a text that must never read as a formula). */
export async function setRequesterEmail(db: Tx, approvalId: number, email: string): Promise<void> {
  await db.update(staffApprovals).set({ requestedByEmail: email }).where(eq(staffApprovals.id, approvalId));
}

/** How many maker-checker requests of the kind `kind` were ever made. */
export async function approvalRequestsOfKind(db: Tx, kind: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffApprovals).where(eq(staffApprovals.kind, kind));
  return Number(row!.n);
}
