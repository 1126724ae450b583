import type { SecurityEvent, SecurityEventQuery } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import type { KvStore } from '../../db/kv';
import * as repo from './repo';
import type { SecurityEventRow } from './schema';

const HOUR_MS = 60 * 60 * 1000;

export interface SecurityEventNote {
  kind: string;
  detail?: string | null;
  ip?: string | null;
  subject?: string | null;
  /** An admin should look (an attack, a bulk reveal): listed under alerts, and logged as a warning at the first of its hour. */
  alert?: boolean;
}

/**
 * How a note reaches its row. `exact`: every note (kinds already bounded by a limit, such as the refusals that were
 * checked). `doubling`: the 1st, 2nd, 4th, 8th... note of the hour (a flood of refused attempts: 6,000 notes are 13
 * writes), so the row shows at least half of the true count, which the key-value store keeps exactly.
 */
export type NoteMode = 'exact' | 'doubling';

const powerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** The security events (issue 42, defect 4): counted per hour in the key-value store, kept in their own table. */
export class SecurityEventLog {
  constructor(
    private readonly db: Db,
    private readonly kv: KvStore,
    private readonly now: () => number,
    private readonly warn: (fields: Record<string, unknown>, message: string) => void,
  ) {}

  /** Counts one event; answers its count in the hour so far. Never throws for a failed write (it is logged). */
  async note(event: SecurityEventNote, mode: NoteMode = 'doubling'): Promise<number> {
    const at = this.now();
    const key = {
      kind: event.kind,
      detail: event.detail ?? '',
      ip: event.ip ?? '',
      subject: (event.subject ?? '').slice(0, 200),
      windowStart: new Date(Math.floor(at / HOUR_MS) * HOUR_MS),
    };
    const count = await this.kv.incr(`security-event:${key.kind}|${key.detail}|${key.ip}|${key.subject}|${key.windowStart.getTime()}`, HOUR_MS + 60_000);
    if (mode === 'doubling' && !powerOfTwo(count)) return count;
    try {
      await repo.upsertEvent(this.db, key, count, event.alert === true, new Date(at));
    } catch (err) {
      this.warn({ kind: key.kind, err }, 'security event not written');
    }
    if (event.alert && count === 1) this.warn({ securityEvent: key.kind, detail: key.detail, ip: key.ip, subject: key.subject }, 'security alert');
    return count;
  }

  async list(query: SecurityEventQuery): Promise<{ items: SecurityEvent[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const beforeId = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : undefined;
    const rows = await repo.listEvents(this.db, { alerts: query.alerts === 'true', beforeId }, limit + 1);
    const items = rows.slice(0, limit).map(eventOf);
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
  }
}

const eventOf = (row: SecurityEventRow): SecurityEvent => ({
  id: row.id,
  kind: row.kind,
  detail: row.detail,
  ip: row.ip,
  subject: row.subject,
  windowStart: row.windowStart.toISOString(),
  count: row.count,
  alert: row.alert,
  firstAt: row.firstAt.toISOString(),
  lastAt: row.lastAt.toISOString(),
});
