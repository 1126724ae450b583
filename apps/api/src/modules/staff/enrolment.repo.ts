import { and, desc, eq, gt, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { staffEnrolments, staffMailOutbox, staffMembers } from './schema';

/** Ends every open link of the member (a newer one replaces it), then adds the new one. */
export async function replaceEnrolment(tx: Tx, row: { staffId: number; tokenHash: string; reason: 'new' | 'reset'; expiresAt: Date; now: Date }): Promise<void> {
  await tx
    .update(staffEnrolments)
    .set({ endedAt: row.now })
    .where(and(eq(staffEnrolments.staffId, row.staffId), isNull(staffEnrolments.endedAt)));
  await tx.insert(staffEnrolments).values({ staffId: row.staffId, tokenHash: row.tokenHash, reason: row.reason, expiresAt: row.expiresAt });
}

/** The open link of a token (not used, not replaced, not expired) and its member (enabled), or null. */
export async function openEnrolment(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ enrolment: staffEnrolments, staff: staffMembers })
    .from(staffEnrolments)
    .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolments.staffId))
    .where(and(eq(staffEnrolments.tokenHash, tokenHash), isNull(staffEnrolments.endedAt), gt(staffEnrolments.expiresAt, now), isNull(staffMembers.disabledAt)));
  return row ?? null;
}

/** Keeps the first TOTP secret offered by a link (a reload shows the same one); answers the one kept. */
export async function offerTotpSecret(tx: Tx, enrolmentId: number, secret: string): Promise<string | null> {
  await tx
    .update(staffEnrolments)
    .set({ pendingTotpSecret: secret })
    .where(and(eq(staffEnrolments.id, enrolmentId), isNull(staffEnrolments.pendingTotpSecret)));
  const [row] = await tx.select({ secret: staffEnrolments.pendingTotpSecret }).from(staffEnrolments).where(eq(staffEnrolments.id, enrolmentId));
  return row?.secret ?? null;
}

/** Uses the link once: a conditional update, so of two finishes at once exactly one goes on. */
export async function useEnrolment(tx: Tx, enrolmentId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(staffEnrolments)
    .set({ endedAt: now })
    .where(and(eq(staffEnrolments.id, enrolmentId), isNull(staffEnrolments.endedAt), gt(staffEnrolments.expiresAt, now)))
    .returning({ id: staffEnrolments.id });
  return rows.length > 0;
}

/** The member's own password and TOTP secret, set at enrolment; the step of the code that proved it is used. */
export async function setCredentials(tx: Tx, staffId: number, c: { passwordHash: string; totpSecret: string; totpStep: number }): Promise<void> {
  await tx.update(staffMembers).set({ passwordHash: c.passwordHash, totpSecret: c.totpSecret, totpLastStep: c.totpStep }).where(eq(staffMembers.id, staffId));
}

/** A reset: the member has no password and no TOTP secret until they enrol again. */
export async function clearCredentials(tx: Tx, staffId: number): Promise<void> {
  await tx.update(staffMembers).set({ passwordHash: null, totpSecret: null, totpLastStep: null }).where(eq(staffMembers.id, staffId));
}

export async function addMail(tx: Tx, mail: { to: string; subject: string; body: string }): Promise<void> {
  await tx.insert(staffMailOutbox).values(mail);
}

/** The sandbox outbox, newest first: one address's mail, or everyone's. */
export async function recentMail(tx: Tx, to: string | undefined, limit: number) {
  return tx
    .select()
    .from(staffMailOutbox)
    .where(to ? eq(staffMailOutbox.to, to) : undefined)
    .orderBy(desc(staffMailOutbox.id))
    .limit(limit);
}
