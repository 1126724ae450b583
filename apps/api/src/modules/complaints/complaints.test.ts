import { describe, expect, it } from 'vitest';

import { COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import { auditRows as auditTrail } from '../staff-audit/test-support';
import { ALREADY_ANSWERED, DAILY_COMPLAINTS, NOT_YOUR_LOAN, TOO_MANY_COMPLAINTS } from './service';

const HOUR = 60 * 60 * 1000;
const TEXT = 'I paid K300 on Monday and my bill still shows the full amount.';
const key = () => `complaint-${crypto.randomUUID()}`;

async function auditRows(complaintId: number) {
  return auditTrail<{ action: string; after: { status: string } }>(await testDb(), { entity: 'complaint', entityId: String(complaintId) }, ['action', 'after']);
}

describe('complaints (issue 32)', () => {
  it('a borrower files one about their own loan, once per Idempotency-Key, with a reference and a target time of 48 h', async () => {
    const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
    const app = await createTestApp({ now: clock.now });
    const s = await borrower(app);
    const loan = await borrow(app, s, 500, 14);
    const requestKey = key();
    const first = await s.call('POST', '/api/complaints', { category: 'payment', text: TEXT, orderId: loan.orderId }, { 'Idempotency-Key': requestKey });
    expect(first.status, first.body).toBe(200);
    expect(first.json.data).toMatchObject({ category: 'payment', text: TEXT, orderId: loan.orderId, status: 'OPEN', answer: null, createdAt: '2026-11-27T08:00:00.000Z', answerBy: '2026-11-29T08:00:00.000Z' });
    expect(first.json.data.reference).toMatch(/^CMP-\d{6,}$/);
    const again = await s.call('POST', '/api/complaints', { category: 'payment', text: TEXT, orderId: loan.orderId }, { 'Idempotency-Key': requestKey });
    expect(again.json.data.reference).toBe(first.json.data.reference);
    const mine = await s.call('GET', '/api/complaints');
    expect(mine.json.data.items.map((c: { reference: string }) => c.reference)).toEqual([first.json.data.reference]);
  });

  it('refuses with a message naming the problem: no category, too short, another borrower\'s loan, a sixth in a day', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const other = await borrower(app);
    const theirs = await borrow(app, other, 500, 14);
    const noCategory = await s.call('POST', '/api/complaints', { category: 'weather', text: TEXT });
    expect(noCategory.status).toBe(400);
    expect(noCategory.json.msg).toContain('Please choose what your complaint is about');
    const short = await s.call('POST', '/api/complaints', { category: 'other', text: '  help   ' });
    expect(short.json.msg).toContain(COMPLAINT_TEXT_TOO_SHORT);
    const notMine = await s.call('POST', '/api/complaints', { category: 'loan', text: TEXT, orderId: theirs.orderId });
    expect([notMine.status, notMine.json.msg]).toEqual([400, NOT_YOUR_LOAN]);
    for (let i = 0; i < DAILY_COMPLAINTS; i += 1) expect((await s.call('POST', '/api/complaints', { category: 'other', text: `${TEXT} (${i})` })).status).toBe(200);
    const sixth = await s.call('POST', '/api/complaints', { category: 'other', text: TEXT });
    expect([sixth.status, sixth.json.msg]).toEqual([429, TOO_MANY_COMPLAINTS]);
    expect((await s.call('GET', '/api/complaints')).json.data.items).toHaveLength(DAILY_COMPLAINTS);
  });

  it('support answers from the queue (oldest first, late ones flagged); the borrower reads the answer and gets an SMS; audited; answered once', async () => {
    const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
    const app = await createTestApp({ now: clock.now });
    const a = await loginAs(app);
    const b = await loginAs(app);
    const older = (await a.call('POST', '/api/complaints', { category: 'charges', text: TEXT })).json.data.reference as string;
    clock.advance(HOUR);
    const newer = (await b.call('POST', '/api/complaints', { category: 'contact', text: TEXT })).json.data.reference as string;
    clock.advance(48 * HOUR);

    const support = await signInSandbox(app, 'support');
    const risk = await signInSandbox(app, 'risk');
    expect((await risk.call('GET', '/api/staff/complaints')).status).toBe(403);
    const queue = (await support.call('GET', '/api/staff/complaints?limit=100')).json.data.items as { id: number; reference: string; late: boolean; categoryText: string }[];
    const ours = queue.filter((c) => c.reference === older || c.reference === newer);
    expect(ours.map((c) => [c.reference, c.late])).toEqual([[older, true], [newer, false]]);
    expect(ours[0]!.categoryText).toBe('Interest, fees or penalties');

    const id = ours[0]!.id;
    const answer = 'We found your payment of K300 and applied it to your bill. Sorry for the delay.';
    const answers = await Promise.all(Array.from({ length: 8 }, () => support.call('POST', `/api/staff/complaints/${id}/answer`, { answer })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.json.msg).toBe(ALREADY_ANSWERED);
    expect((await auditRows(id)).map((r) => [r.action, r.after.status])).toEqual([['complaint.answer', 'ANSWERED']]);

    const mine = (await a.call('GET', '/api/complaints')).json.data.items[0];
    expect(mine).toMatchObject({ reference: older, status: 'ANSWERED', answer });
    const sms = (await app.messages.of(a.userId)).filter((m) => m.event === 'complaint.answered');
    expect(sms.map((m) => m.body)).toEqual(['Pocket: we answered your complaint. Read the answer in the Pocket app under Me > Help.']);
    expect((await support.call('GET', '/api/staff/complaints?limit=100')).json.data.items.map((c: { id: number }) => c.id)).not.toContain(id);
  });
});
