import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { vipMemberships } from './schema';

/** A borrower's membership as the desk shows it (status and span), or null (docs/architecture.md#server-modules). */
export const membershipOfBorrower = async (db: Tx, uid: number) =>
  (await selectRows<Record<string, unknown>>(db, sql`select status, active_from as "activeFrom", active_until as "activeUntil" from ${vipMemberships} where user_id = ${uid}`))[0] ?? null;
