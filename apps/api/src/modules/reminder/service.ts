import type { Db } from '../../db/client';
import type { Extensions, Reminder } from '../../plugins/extensions';
import { findActiveSessionByHash } from '../auth/plugin';

/**
 * Reminders come from the lending engine through `extensions.reminderSources`, each reading the session with its data
 * (one statement for the one source there is; issue 34: 7); none before it registers (then the session alone).
 * Null when the session is not active.
 */
export async function remindersBySession(db: Db, extensions: Extensions, session: { tokenHash: string; now: string }) {
  if (extensions.reminderSources.length === 0) {
    const found = await findActiveSessionByHash(db, session.tokenHash, session.now);
    return found && { userId: found.userId, data: [] as Reminder[] };
  }
  const lists = await Promise.all(extensions.reminderSources.map((source) => source(db, session)));
  if (lists.some((l) => l === null)) return null;
  return { userId: lists[0]!.userId, data: lists.flatMap((l) => l!.reminders) as Reminder[] };
}
