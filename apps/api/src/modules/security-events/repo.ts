import { and, desc, eq, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { securityEvents } from './schema';
import type { SecurityEventRow } from './schema';

export interface EventKey {
  kind: string;
  detail: string;
  ip: string;
  subject: string;
  windowStart: Date;
}

/** One row per key: inserted with `count`, or raised to it (never lowered), in one statement without any lock of the audit. */
export async function upsertEvent(db: Db, key: EventKey, count: number, alert: boolean, at: Date): Promise<void> {
  await db
    .insert(securityEvents)
    .values({ ...key, count, alert, firstAt: at, lastAt: at })
    .onConflictDoUpdate({
      target: [securityEvents.kind, securityEvents.detail, securityEvents.ip, securityEvents.subject, securityEvents.windowStart],
      set: { count: sql`greatest(${securityEvents.count}, excluded.count)`, lastAt: sql`greatest(${securityEvents.lastAt}, excluded.last_at)` },
    });
}

/** Newest first (by last event), cursor by id below. */
export async function listEvents(db: Db, f: { alerts: boolean; beforeId: number | undefined }, limit: number): Promise<SecurityEventRow[]> {
  const parts = [f.alerts ? eq(securityEvents.alert, true) : undefined, f.beforeId === undefined ? undefined : lt(securityEvents.id, f.beforeId)].filter(Boolean);
  return db
    .select()
    .from(securityEvents)
    .where(parts.length ? and(...parts) : undefined)
    .orderBy(desc(securityEvents.id))
    .limit(limit);
}
