import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessionStatement } from '../auth/plugin';
import { kycProfileColumns } from '../kyc/plugin';
import { userRowColumn, userRowOf } from '../user/plugin';

export type ProfileRow = Awaited<ReturnType<typeof readProfileBySession>>;

/**
 * getUserInfo's read, one statement: the active session of the token (the same condition as every signed call), its
 * user, the identity's name, the saved KYC sections and the base email, and each extension's column (`extras`, in
 * their order, each built from the user id). Each table is read through its owner's fragment: the session through
 * auth's, the account row through user's, the KYC columns through kyc's. Prepared once per database and set of
 * extensions; on the database, outside any transaction. Null when the session is not active.
 */
export function profileBySession(extras: readonly ((user: SQL) => SQL)[]) {
  return sessionStatement(`user_profile_by_session_${extras.length}`, (user) => ({
    user: userRowColumn(user),
    ...kycProfileColumns(user),
    ...Object.fromEntries(extras.map((column, i) => [`x${i}`, sql<unknown>`${column(user)}`])),
  }));
}

export async function readProfileBySession(read: ReturnType<typeof profileBySession>, db: Db, session: { tokenHash: string; now: string }, extras: number) {
  const [row] = await read(db).execute(session);
  if (!row) return null;
  const { userId, user, fullName, hasIdentity, sections, baseEmail } = row;
  const values = row as Record<string, unknown>;
  return {
    userId,
    user: userRowOf(user),
    fullName,
    hasIdentity,
    baseEmail,
    sections: (sections ?? []).map((section) => ({ section })),
    extras: Array.from({ length: extras }, (_, i) => values[`x${i}`]),
  };
}
