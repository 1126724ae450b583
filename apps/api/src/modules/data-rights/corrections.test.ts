import { describe, expect, it } from 'vitest';

import { CORRECTION_TEXT_TOO_SHORT } from '@pocket/contracts/api/data-rights';
import { KYC_REVIEW_TEXT } from '@pocket/contracts/api/kyc';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import { IDENTITY_CORRECTION_MESSAGES } from '../kyc/plugin';
import { kycIdentitiesWithNrc, kycIdentityOf, kycReviewsOf, setKycIdentityNrc } from '../kyc/test-support';
import { auditRows as auditTrail } from '../staff-audit/test-support';
import { ALREADY_ANSWERED, NO_IDENTITY, NOT_APPLICABLE, RISK_DECIDES } from './corrections.service';

const HOUR = 60 * 60 * 1000;
const ANSWER = 'We corrected your name as you asked. Thank you for telling us.';
const EVIDENCE = { evidence: 'nrc-photos', evidenceNote: 'NRC front photo on file reads Test Borrowerr' } as const;

async function auditRows(id: number) {
  return auditTrail<{ action: string; actor_email: string; before: Record<string, unknown>; after: Record<string, unknown>; reason: string | null }>(await testDb(), { entity: 'data-correction', entityId: String(id) }, ['action', 'actor_email', 'before', 'after', 'reason']);
}

const identityOf = async (userId: number) => {
  const identity = await kycIdentityOf(await testDb(), userId);
  return identity && { full_name: identity.fullName, nrc_number: identity.nrcNumber };
};
const reviewsOf = async (userId: number) => kycReviewsOf(await testDb(), userId);

describe('correct my data (issue 32; identity fields by risk with evidence, issue 42)', () => {
  it('a borrower asks once per Idempotency-Key; support answers oldest first but cannot change an identity field; risk corrects it with evidence (audited, KYC re-opened); the borrower reads it and gets an SMS', async () => {
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

    const finance = await signInSandbox(app, 'finance');
    expect((await finance.call('GET', '/api/staff/data-corrections')).status).toBe(403);
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

    // Support cannot write a KYC-verified field, and cannot reach risk's call.
    const id = ours[0]!.id;
    const bySupport = await support.call('POST', `/api/staff/data-corrections/${id}/answer`, { answer: ANSWER, value: 'Test Borrowerr' });
    expect([bySupport.status, bySupport.json.msg]).toEqual([403, RISK_DECIDES]);
    expect((await support.call('POST', `/api/staff/data-corrections/${id}/correct`, { value: 'Test Borrowerr', ...EVIDENCE, answer: ANSWER })).status).toBe(403);
    expect(await identityOf(a.userId)).toMatchObject({ full_name: 'Test Borrower' });

    // Risk reads the same queue and decides, with evidence named.
    const risk = await signInSandbox(app, 'risk');
    expect(((await risk.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items as Array<{ id: number }>).map((c) => c.id)).toContain(id);
    expect((await risk.call('POST', `/api/staff/data-corrections/${id}/correct`, { value: 'x', ...EVIDENCE, answer: ANSWER })).json.msg).toBe('value: a full name has at least 2 characters');
    expect((await risk.call('POST', `/api/staff/data-corrections/${id}/correct`, { value: 'Test Borrower', ...EVIDENCE, answer: ANSWER })).json.msg).toBe(IDENTITY_CORRECTION_MESSAGES.unchanged);
    const answers = await Promise.all(Array.from({ length: 4 }, () => risk.call('POST', `/api/staff/data-corrections/${id}/correct`, { value: 'Test  Borrowerr', ...EVIDENCE, answer: ANSWER })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.json.msg).toBe(ALREADY_ANSWERED);
    expect(await identityOf(a.userId)).toMatchObject({ full_name: 'Test Borrowerr' });
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({
      action: 'data-correction.apply',
      actor_email: risk.email,
      before: { fullName: 'Test Borrower' },
      after: { fullName: 'Test Borrowerr', status: 'ANSWERED', evidence: { source: 'The NRC photos on file (front and back)', note: EVIDENCE.evidenceNote } },
      reason: EVIDENCE.evidenceNote,
    });
    expect(await auditRows(id)).toHaveLength(1);

    // KYC is re-opened for a person: the borrower waits for it and cannot borrow meanwhile.
    expect(await reviewsOf(a.userId)).toEqual([{ status: 'pending', flags: ['identity-corrected'] }]);
    const held = await a.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 14 });
    expect([held.status, held.json.msg]).toEqual([409, `${KYC_REVIEW_TEXT.pendingTitle}. You can borrow once it is approved.`]);

    const mine = (await a.call('GET', '/api/data-corrections')).json.data.items[0];
    expect(mine).toMatchObject({ reference: first.json.data.reference, status: 'ANSWERED', answer: ANSWER, corrected: true });
    const sms = (await app.messages.of(a.userId)).filter((m) => m.event === 'correction.answered');
    expect(sms.map((m) => m.body)).toEqual(['Pocket: we answered your request to correct your data. Read the answer in the Pocket app under Me > Settings > Correct my data.']);
    expect((await support.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it("risk's correction needs the evidence named; an NRC another account holds is refused and nothing is written (the reported attack)", async () => {
    const app = await createTestApp();
    const victim = await borrower(app);
    const attacker = await borrower(app);
    const victimNrc = `${String(Date.now()).slice(-6)}/11/1`;
    await setKycIdentityNrc(await testDb(), victim.userId, victimNrc);
    const filed = await attacker.call('POST', '/api/data-corrections', { field: 'nrcNumber', text: `My NRC is ${victimNrc}` });
    const risk = await signInSandbox(app, 'risk');
    const support = await signInSandbox(app, 'support');
    const item = ((await support.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items as Array<{ id: number; reference: string }>).find((c) => c.reference === filed.json.data.reference)!;
    const url = `/api/staff/data-corrections/${item.id}`;

    // The attack of the issue: support's answer with `value` set another borrower's NRC (two accounts held it). Now
    // 403, nothing written.
    const attack = await support.call('POST', `${url}/answer`, { answer: ANSWER, value: victimNrc });
    expect(await identityOf(attacker.userId)).toMatchObject({ nrc_number: '123456/10/1' });
    expect([attack.status, attack.json.msg]).toEqual([403, RISK_DECIDES]);
    const noEvidence = await risk.call('POST', `${url}/correct`, { value: victimNrc, answer: ANSWER });
    expect([noEvidence.status, noEvidence.json.msg]).toEqual([400, expect.stringContaining('evidence')]);
    const vague = await risk.call('POST', `${url}/correct`, { value: victimNrc, evidence: 'document', evidenceNote: 'ok', answer: ANSWER });
    expect([vague.status, vague.json.msg]).toEqual([400, expect.stringContaining('evidenceNote: must name what you checked')]);
    const taken = await risk.call('POST', `${url}/correct`, { value: victimNrc, evidence: 'document', evidenceNote: 'Passport page photo sent by WhatsApp', answer: ANSWER });
    expect([taken.status, taken.json.msg]).toEqual([409, IDENTITY_CORRECTION_MESSAGES.nrcTaken]);
    expect(await identityOf(attacker.userId)).toMatchObject({ nrc_number: '123456/10/1' });
    expect(await reviewsOf(attacker.userId)).toEqual([]);
    expect((await risk.call('GET', url)).json.data).toMatchObject({ status: 'OPEN', corrected: false });
    expect(await auditRows(item.id)).toEqual([]);
  });

  it('eight corrections to one free NRC number at once, for eight borrowers: one is written, seven refused', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const nrc = `${String(Date.now() + 7).slice(-6)}/12/1`;
    const ids: number[] = [];
    const people = [];
    for (let i = 0; i < 8; i++) {
      const s = await borrower(app);
      const filed = await s.call('POST', '/api/data-corrections', { field: 'nrcNumber', text: `My NRC number is ${nrc}` });
      const found = ((await risk.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items as Array<{ id: number; reference: string }>).find((c) => c.reference === filed.json.data.reference)!;
      ids.push(found.id);
      people.push(s.userId);
    }
    const results = await Promise.all(ids.map((id) => risk.call('POST', `/api/staff/data-corrections/${id}/correct`, { value: nrc, evidence: 'nrc-photos', evidenceNote: `NRC back photo on file reads ${nrc}`, answer: ANSWER })));
    console.log(`NRC corrections at once: ${results.filter((r) => r.status === 200).length} written, ${results.filter((r) => r.status === 409).length} refused (${results.length} sent)`);
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json.msg).toBe(IDENTITY_CORRECTION_MESSAGES.nrcTaken);
    expect(await kycIdentitiesWithNrc(await testDb(), nrc)).toBe(1);
  });

  it('refuses with the next step: no field, too short; a correction for a borrower without an identity', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const noField = await s.call('POST', '/api/data-corrections', { field: 'weather', text: 'Something is wrong.' });
    expect([noField.status, noField.json.msg]).toEqual([400, expect.stringContaining('Please choose what is wrong')]);
    expect((await s.call('POST', '/api/data-corrections', { field: 'other', text: ' no ' })).json.msg).toContain(CORRECTION_TEXT_TOO_SHORT);
    const filed = (await s.call('POST', '/api/data-corrections', { field: 'gender', text: 'I am female, not male.' })).json.data.reference as string;
    const risk = await signInSandbox(app, 'risk');
    const item = ((await risk.call('GET', '/api/staff/data-corrections?limit=100')).json.data.items as Array<{ id: number; reference: string }>).find((c) => c.reference === filed)!;
    const corrected = await risk.call('POST', `/api/staff/data-corrections/${item.id}/correct`, { value: 'female', evidence: 'nrc-photos', evidenceNote: 'NRC front photo on file shows female', answer: ANSWER });
    expect(corrected.json.msg).toBe(NO_IDENTITY);
    expect((await risk.call('GET', `/api/staff/data-corrections/${item.id}`)).json.data.status).toBe('OPEN');
  });
});
