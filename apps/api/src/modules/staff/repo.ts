import { and, asc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';

import type { StaffRole } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { staffMembers, staffSessions } from './schema';
import type { StaffRow } from './schema';

export async function findStaffByEmail(db: Tx, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row ?? null;
}

export async function findStaffById(db: Tx, id: number, forUpdate = false): Promise<StaffRow | null> {
  const query = db.select().from(staffMembers).where(eq(staffMembers.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A new member; without a password and TOTP secret until they enrol (enrolment.ts). */
export async function insertStaff(db: Tx, row: { email: string; name: string; passwordHash?: string; totpSecret?: string; roles?: StaffRole[] }): Promise<StaffRow> {
  const [created] = await db.insert(staffMembers).values(row).returning();
  return created!;
}

/** Inserts unless the e-mail exists; answers the row either way (sandbox seeding, the first admin). */
export async function insertStaffIfAbsent(db: Tx, row: { email: string; name: string; passwordHash: string; totpSecret: string; roles: StaffRole[] }): Promise<boolean> {
  const created = await db.insert(staffMembers).values(row).onConflictDoNothing({ target: staffMembers.email }).returning({ id: staffMembers.id });
  return created.length > 0;
}

export async function listStaff(db: Tx, afterId: number, limit: number): Promise<StaffRow[]> {
  return db.select().from(staffMembers).where(gt(staffMembers.id, afterId)).orderBy(asc(staffMembers.id)).limit(limit);
}

export async function disableStaff(db: Tx, id: number, at: Date, reason: string): Promise<void> {
  await db.update(staffMembers).set({ disabledAt: at, disabledReason: reason }).where(eq(staffMembers.id, id));
}

export async function setRoles(db: Tx, id: number, roles: StaffRole[]): Promise<void> {
  await db.update(staffMembers).set({ roles }).where(eq(staffMembers.id, id));
}

export async function insertSession(db: Tx, row: { staffId: number; tokenHash: string; expiresAt: Date; lastSeenAt: Date; ip: string }): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The live session of a token: not revoked, before its absolute end, seen within the idle window, staff enabled. */
export async function findLiveSession(db: Tx, tokenHash: string, now: Date, idleMs: number) {
  const idleSince = new Date(now.getTime() - idleMs);
  const [row] = await db
    .select({ sessionId: staffSessions.id, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row ?? null;
}

export async function touchSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(and(eq(staffSessions.id, sessionId), lt(staffSessions.lastSeenAt, now)));
}

export async function revokeSession(db: Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeSessionsOf(db: Tx, staffId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/**
 * Records `step` as the account's last used TOTP step unless that step or a later one is already recorded. A
 * conditional update: of two sign-ins with the same code, the second waits for the first's row lock and then finds
 * the step used (0 rows), on PGlite and PostgreSQL alike. Answers whether this call took the step.
 */
export async function claimTotpStep(db: Tx, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function setPasswordHash(db: Tx, id: number, passwordHash: string): Promise<void> {
  await db.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, id));
}

/** A new TOTP secret starts with no used step. */
export async function setTotpSecret(db: Tx, id: number, totpSecret: string): Promise<void> {
  await db.update(staffMembers).set({ totpSecret, totpLastStep: null }).where(eq(staffMembers.id, id));
}

/** Ends every live session of the account but `keepSessionId`; answers how many ended. */
export async function revokeOtherSessions(db: Tx, staffId: number, keepSessionId: number, now: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), ne(staffSessions.id, keepSessionId), gt(staffSessions.expiresAt, now)))
    .returning({ id: staffSessions.id });
  return rows.length;
}
