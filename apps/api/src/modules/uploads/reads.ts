import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { uploads } from './schema';

/** The ids of a borrower's uploads (docs/architecture.md#server-modules). */
export const uploadIdsOf = (tx: Tx, userId: number) => selectRows<{ id: string }>(tx, sql`select id from ${uploads} where user_id = ${userId}`);
