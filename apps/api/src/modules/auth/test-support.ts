import { and, count, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions } from './schema';
import { hashToken } from './session.repo';

// What other rooms' tests set of the borrowers' sessions, so that no test outside auth names its table.

/** The session of `token` ended now, as a sign-out elsewhere leaves it (the row only). */
export async function revokeSessionOfToken(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, hashToken(token)));
}

/** How many of the borrower's sessions are still open (not revoked). */
export async function openSessionsCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return Number(row!.n);
}

/** The trusted-device cookie's parts, for a desk test that checks a device's trust is ended. */
export { deviceGeneration, trustedDeviceId } from './device-trust';
