import { asc } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { channels } from './schema';

// What other rooms' tests read of the channels' rows, so that no test outside channel names its table.

/** Every channel (code and name), by code. */
export const allChannels = (db: Tx) => db.select({ code: channels.code, name: channels.name }).from(channels).orderBy(asc(channels.code));
