import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { complaints } from './schema';

// What other rooms read of complaints (docs/architecture.md#server-modules): the collections desk's case view and its
// contact rules ask here, so no room names the complaints table in its SQL.

/** A borrower's last 20 complaints, newest first: id, status, when filed. */
export async function complaintsOf(tx: Tx, userId: number): Promise<Array<{ id: number; status: string; createdAt: Date }>> {
  const rows = await selectRows<{ id: number | string; status: string; created_at: string | Date }>(
    tx,
    sql`select id, status, created_at from ${complaints} where user_id = ${userId} order by id desc limit 20`,
  );
  return rows.map((r) => ({ id: Number(r.id), status: r.status, createdAt: new Date(r.created_at) }));
}

/** Whether the borrower has a complaint not answered yet. */
export async function hasOpenComplaint(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ open: boolean }>(tx, sql`select exists(select 1 from ${complaints} where user_id = ${userId} and status = 'OPEN') as open`);
  return row?.open === true;
}
