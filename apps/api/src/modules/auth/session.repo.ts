import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions } from './schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new 256-bit token (base64url); only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

// Every signed call runs this: a prepared statement (the row is read from the database each time, so a revoked or
// logged-out token answers 401 on the very next request, on any process).
const activeSession = preparedFor((db: Db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_active_by_token_hash'),
);

export async function findActiveSession(db: Db, token: string, now: Date) {
  const [row] = await activeSession(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  return row ?? null;
}

export async function insertSession(db: Tx, userId: number, token: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
}

/** Rotation at a new login: every earlier session of the user ends. */
export async function revokeUserSessions(db: Tx, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeToken(db: Tx, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
