import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { testClock, testDb } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { selectRows } from '../../db/rows';
import { SecurityEventLog } from './service';

const rowsOf = async (subject: string) =>
  selectRows<{ kind: string; count: number; alert: boolean }>(await testDb(), sql`select kind, count, alert from security_events where subject = ${subject} order by id`);

describe('security events (issue 42, defect 4)', () => {
  it('a flood of one event writes its row at the 1st, 2nd, 4th, 8th... note of the hour; an alert is logged once an hour', async () => {
    const clock = testClock(Date.parse('2026-11-28T08:00:00Z'));
    const db = await testDb();
    const logged: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = new SecurityEventLog(db, new MemoryKv(clock.now), clock.now, (fields, message) => logged.push({ fields, message }));
    const subject = `flood-${Date.now()}@pocket.test`;
    const writes: number[] = [];
    for (let i = 1; i <= 1000; i += 1) {
      const count = await log.note({ kind: 'sign-in.account-slowed', subject, alert: true });
      if ((count & (count - 1)) === 0) writes.push(count);
    }
    expect(writes).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(await rowsOf(subject)).toEqual([{ kind: 'sign-in.account-slowed', count: 512, alert: true }]);
    expect(logged.filter((l) => l.message === 'security alert')).toEqual([{ fields: expect.objectContaining({ securityEvent: 'sign-in.account-slowed', subject }), message: 'security alert' }]);
    // The next hour is a row of its own, and a new alert line.
    clock.advance(60 * 60 * 1000);
    await log.note({ kind: 'sign-in.account-slowed', subject, alert: true });
    expect((await rowsOf(subject)).map((r) => r.count)).toEqual([512, 1]);
    expect(logged.filter((l) => l.message === 'security alert')).toHaveLength(2);
    // Exact notes (refusals already bounded by the limits) write every time.
    for (let i = 0; i < 3; i += 1) await log.note({ kind: 'sign-in.refused', detail: 'wrong password', subject }, 'exact');
    expect((await rowsOf(subject)).find((r) => r.kind === 'sign-in.refused')?.count).toBe(3);
  });
});
