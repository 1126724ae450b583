import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions } from './schema';
import { hashToken } from './session.repo';

// What other rooms' tests set of the borrowers' sessions, so that no test outside auth names its table.

/** The session of `token` ended now, as a sign-out elsewhere leaves it (the row only). */
export async function revokeSessionOfToken(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, hashToken(token)));
}
