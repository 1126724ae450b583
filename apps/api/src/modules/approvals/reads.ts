import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { staffApprovals } from './schema';

// What other rooms read of maker-checker requests (docs/architecture.md#server-modules): each desk keeps its own rows
// and asks here for the requests of its kinds, so no desk names staff_approvals in its SQL.

/**
 * Requests as another room's statement joins them (`left join ${approvalRows} a on a.id = ...`): who asked and who
 * decided, with when. A plain projection, pulled up into the caller's statement.
 */
export const approvalRows = sql`(select id, kind, status, requested_by, requested_by_email, requested_at, decided_by, decided_by_email, decided_at from ${staffApprovals})`;

/** A request as a desk lists it (raw: the driver decides the types). */
export interface RequestListRow {
  id: number | string;
  kind: string;
  payload: Record<string, unknown> | string;
  reason: string;
  status: 'requested' | 'approved' | 'rejected';
  requested_by: number | string;
  requested_by_email: string;
  requested_at: Date | string;
  decided_by_email: string | null;
  expires_at: Date | string;
}

const waiting = (now: Date) => sql`a.status = 'requested' and a.expires_at > ${now.toISOString()}::timestamptz`;

/**
 * The id of the open request (requested, not expired) of `kind` whose payload's `key` is `value` (an SQL text, e.g.
 * `p.id::text` inside the caller's statement), as a subquery: null when there is none.
 */
export const openRequestIdOf = (kind: string, key: string, value: SQL, now: Date) =>
  sql<number | string | null>`(select a.id from ${staffApprovals} a where a.kind = ${kind} and ${waiting(now)} and a.payload->>${key}::text = ${value} order by a.id limit 1)`;

/** The same for one value known to the caller. */
export async function openRequestOf(tx: Tx, kind: string, key: string, value: number | string, now: Date): Promise<number | null> {
  const [row] = await selectRows<{ id: number | string | null }>(tx, sql`select ${openRequestIdOf(kind, key, sql`${String(value)}`, now)} as id`);
  return row?.id == null ? null : Number(row.id);
}

export interface RequestsQuery {
  /** One kind, or every kind starting with `kindPrefix` (e.g. `adjustment.`). */
  kind?: string;
  kindPrefix?: string;
  /** Only requests whose payload's `key` is `value`. */
  payload?: { key: string; value: number | string };
  /** Only requests still waiting at this time. */
  waitingAt?: Date;
  limit: number;
}

/** Requests of a kind (or kinds), newest first. */
export async function requestsOf(tx: Tx, q: RequestsQuery): Promise<RequestListRow[]> {
  const kind = q.kind !== undefined ? sql`a.kind = ${q.kind}` : sql`a.kind like ${`${q.kindPrefix ?? ''}%`}`;
  const payload = q.payload ? sql` and a.payload->>${q.payload.key}::text = ${String(q.payload.value)}` : sql``;
  const open = q.waitingAt ? sql` and ${waiting(q.waitingAt)}` : sql``;
  return selectRows<RequestListRow>(
    tx,
    sql`select a.id, a.kind, a.payload, a.reason, a.status, a.requested_by, a.requested_by_email, a.requested_at, a.decided_by_email, a.expires_at
          from ${staffApprovals} a where ${kind}${payload}${open} order by a.id desc limit ${q.limit}`,
  );
}

/** Requests of every kind still waiting at `now`: how many, and when the oldest was made. */
export async function requestsWaiting(tx: Tx, now: Date): Promise<{ count: number; oldest: Date | string | null }> {
  const [row] = await selectRows<{ count: number | string; oldest: Date | string | null }>(
    tx,
    sql`select count(*) as count, min(a.requested_at) as oldest from ${staffApprovals} a where ${waiting(now)}`,
  );
  return { count: Number(row!.count), oldest: row!.oldest };
}
