import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { staffMembers } from './schema';

// What other rooms read of the staff (docs/architecture.md#server-modules), read-only.

/** Staff members as another room's statement joins them: id, email, roles, when disabled. */
export const staffMemberRows = sql`(select id, email, roles, disabled_at from ${staffMembers})`;

/** A staff member's roles, or null when there is no such member or it is disabled. */
export async function staffRoles(tx: Tx, staffId: number): Promise<string[] | null> {
  const [row] = await selectRows<{ roles: string[] }>(tx, sql`select roles from ${staffMembers} where id = ${staffId} and disabled_at is null`);
  return row ? row.roles : null;
}

/** A staff member's id by email, or null. */
export async function staffIdByEmail(tx: Tx, email: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number | string }>(tx, sql`select id from ${staffMembers} where email = ${email}`);
  return row ? Number(row.id) : null;
}
