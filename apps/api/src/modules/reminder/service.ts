import type { ReminderItem } from '@pocket/contracts/api/user';

import type { Db } from '../../db/client';
import type { Extensions } from '../../plugins/extensions';

/** Reminders come from the lending engine through `extensions.reminderSources`; none before it registers. */
export async function remindersOf(db: Db, extensions: Extensions, userId: number): Promise<ReminderItem[]> {
  const lists = await Promise.all(extensions.reminderSources.map((source) => source(db, userId)));
  return lists.flat();
}
