import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';

/** Payments still in flight (PENDING) that were started before `before`, and the oldest one's start (the books' month-end check). */
export async function inFlightSince(db: Tx, before: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await selectRows<{ n: number | string; oldest: string | Date | null }>(
    db,
    sql`select count(*) as n, min(created_at) as oldest from payments where status = 'PENDING' and created_at < ${before.toISOString()}::timestamptz`,
  );
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
