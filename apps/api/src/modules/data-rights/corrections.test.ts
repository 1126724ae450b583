import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { CORRECTION_TEXT_TOO_SHORT } from '@pocket/contracts/api/data-rights';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import { selectRows } from '../../db/rows';
import { signInSandbox } from '../staff/test-support';
import { ALREADY_ANSWERED, NOT_APPLICABLE, NO_IDENTITY } from './corrections.service';

const HOUR = 60 * 60 * 1000;
const ANSWER = 'We corrected your name as you asked. Thank you for telling us.';

async function auditRows(id: number) {
  return selectRows<{ action: string; before: Record<string, string>; after: Record<string, string> }>(
    await testDb(),
    sql`select action, before, after from staff_audit where entity = 'data-correction' and entity_id = ${String(id)} order by id`,
  );
}

describe('correct my data (issue 32)', () => {
  it('a borrower asks once per Idempotency-Key; support answers oldest first, corrects the name (audited), the borrower reads it and gets an SMS', async () => {
    const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
    const app = await createTestApp({ now: clock.now });
    const a = await borrower(app);
    const b = await loginAs(app);
    const key = `correction-${crypto.randomUUID()}`;
    const first = await a.call('POST', '/api/data-corrections', { field: 'fullName', text: 'My name is Test Borrowerr with two r.' }, { 'Idempotency-Key': key });
    expect(first.status, first.body).toBe(200);
    expect(first.json.data).toMatchObject({ field: 'fullName', status: 'OPEN', answer: null, corrected: false, createdAt: '2026-11-27T08:00:00.000Z' });
    expect(first.json.data.reference).toMatch(/^COR-\d{6,}$/);
    const again = await a.call('POST', '/api/data-corrections', { field: 'fullName', text: 'My name is Test Borrowerr with two r.' }, { 'Idempotency-Key': key });
    expect(again.json.data.reference).toBe(first.json.data.reference);
    clock.advance(HOUR);
    const newer = (await b.call('POST', '/api/data-corrections', { field: 'work', text: 'I changed employer in October.' })).json.data.reference as string;

    const risk = await signInSandbox(app, 'risk');
    expect((await risk.call('GET', '/api/staff/data-corrections')).status).toBe(403);
    const support = await signInSandbox(app, 'support');
    const queue = (await support.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items as Array<{ id: number; reference: string; fieldText: string; applicable: boolean }>;
    const ours = queue.filter((c) => c.reference === first.json.data.reference || c.reference === newer);
    expect(ours.map((c) => [c.reference, c.fieldText, c.applicable])).toEqual([
      [first.json.data.reference, 'Full name', true],
      [newer, 'Work information', false],
    ]);

    // Work information is not changed from the desk; a value for it is refused, an answer alone is fine.
    const work = ours[1]!.id;
    expect((await support.call('POST', `/api/staff/data-corrections/${work}/answer`, { answer: ANSWER, value: 'Acme' })).json.msg).toBe(NOT_APPLICABLE);
    expect((await support.call('POST', `/api/staff/data-corrections/${work}/answer`, { answer: 'Please update your work information in the app.' })).status).toBe(200);

    const id = ours[0]!.id;
    expect((await support.call('POST', `/api/staff/data-corrections/${id}/answer`, { answer: ANSWER, value: 'x' })).json.msg).toBe('value: a full name has at least 2 characters');
    const answers = await Promise.all(Array.from({ length: 4 }, () => support.call('POST', `/api/staff/data-corrections/${id}/answer`, { answer: ANSWER, value: 'Test  Borrowerr' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.json.msg).toBe(ALREADY_ANSWERED);
    expect(await selectRows(await testDb(), sql`select full_name from kyc_identities where user_id = ${a.userId}`)).toEqual([{ full_name: 'Test Borrowerr' }]);
    expect((await auditRows(id)).map((r) => [r.action, r.before.fullName, r.after.fullName, r.after.status])).toEqual([['data-correction.apply', 'Test Borrower', 'Test Borrowerr', 'ANSWERED']]);

    const mine = (await a.call('GET', '/api/data-corrections')).json.data.items[0];
    expect(mine).toMatchObject({ reference: first.json.data.reference, status: 'ANSWERED', answer: ANSWER, corrected: true });
    const sms = (await app.messages.of(a.userId)).filter((m) => m.event === 'correction.answered');
    expect(sms.map((m) => m.body)).toEqual(['Pocket: we answered your request to correct your data. Read the answer in the Pocket app under Me > Settings > Correct my data.']);
    expect((await support.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('refuses with the next step: no field, too short; a value for a borrower without an identity', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const noField = await s.call('POST', '/api/data-corrections', { field: 'weather', text: 'Something is wrong.' });
    expect([noField.status, noField.json.msg]).toEqual([400, expect.stringContaining('Please choose what is wrong')]);
    expect((await s.call('POST', '/api/data-corrections', { field: 'other', text: ' no ' })).json.msg).toContain(CORRECTION_TEXT_TOO_SHORT);
    const filed = (await s.call('POST', '/api/data-corrections', { field: 'gender', text: 'I am female, not male.' })).json.data.reference as string;
    const support = await signInSandbox(app, 'support');
    const item = ((await support.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items as Array<{ id: number; reference: string }>).find((c) => c.reference === filed)!;
    expect((await support.call('POST', `/api/staff/data-corrections/${item.id}/answer`, { answer: ANSWER, value: 'female' })).json.msg).toBe(NO_IDENTITY);
    expect((await support.call('GET', `/api/staff/data-corrections/${item.id}`)).json.data.status).toBe('OPEN');
  });
});
