import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { users } from './schema';

// What other rooms read of the accounts inside their own statements (docs/architecture.md#server-modules): the columns
// the user module publishes, as a relation to join (`from ${accountRows} u`). A plain projection, which PostgreSQL pulls
// up into the caller's statement: the caller's plan is the one it had over the table itself.

/** Accounts: id, phone (E.164), how they came, and when. */
export const accountRows = sql`(select id, mobile, register_channel, device_brand, created_at from ${users})`;

/**
 * An account's phone (E.164; `closed:<id>` once closed) and when it was closed; `lock`: the row is locked until the
 * transaction ends (the closure and a refund take the same lock). Null: no such account.
 */
export async function accountOf(tx: Tx, uid: number, lock = false): Promise<{ mobile: string; closed_at: Date | string | null } | null> {
  const [row] = await selectRows<{ mobile: string; closed_at: Date | string | null }>(
    tx,
    sql`select mobile, closed_at from ${users} where id = ${uid} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}
