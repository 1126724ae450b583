import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { auditCount } from '../staff-audit/test-support';
import { lateCase, repay } from './test-support';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

describe('close my account erases the agents\' notes on the borrower\'s cases (issue 46, docs/data-rights.md)', () => {
  it('a note naming the borrower is blanked at closure, in the notes and nowhere copied into the audit; the note rows (who, when) stay', async () => {
    const { s, orderId, planId, caseId, agent } = await lateCase(app, 10);
    const marker = `Mwila Closure${crypto.randomUUID().slice(0, 8)}`;
    const noted = await agent.call('POST', `/api/staff/collections/cases/${caseId}/notes`, { text: `Spoke to ${marker}; she lost her job at the mine.` });
    expect(noted.status, noted.body).toBe(200);
    await repay(app, s, orderId, planId);
    expect(await app.accountClosure.close(s.userId, { requestId: null })).toEqual({ mobile: expect.stringContaining(s.mobile.slice(1)) });

    const db = await testDb();
    const notes = await selectRows<{ text: string; staff_email: string }>(db, sql`select text, staff_email from collection_notes where case_id = ${caseId}`);
    expect(notes).toEqual([{ text: '[erased at account closure]', staff_email: agent.email }]);
    const [notesLeft] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from collection_notes where text like ${`%${marker}%`}`);
    expect((notesLeft?.n ?? 0) + (await auditCount(db, { afterLike: `%${marker}%` }))).toBe(0);
  });
});
