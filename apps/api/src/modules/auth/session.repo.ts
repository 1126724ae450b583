import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions } from './schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new 256-bit token (base64url); only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * An active session for placeholders 'tokenHash' and 'now' (an ISO string): not revoked, not expired. A route that
 * needs data of the caller reads it in the same statement as the session (see SessionRead in plugins/context.ts).
 */
export const activeSessionCondition = () =>
  and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')));

// Every signed call runs this or a route's own read with the same condition: a prepared statement (the row is read
// from the database each time, so a revoked or logged-out token answers 401 on the very next request, on any process).
const activeSession = preparedFor((db: Db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(activeSessionCondition())
    .limit(1)
    .prepare('session_active_by_token_hash'),
);

/** The active session of a token hash at `now` (ISO string), or null. */
export async function findActiveSessionByHash(db: Db, tokenHash: string, now: string) {
  const [row] = await activeSession(db).execute({ tokenHash, now });
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

/** The session's user id, qualified for use inside subqueries of a statement over `sessions`. */
export const sessionUserId = () => sql`${sessions}.${sql.identifier(sessions.userId.name)}`;
