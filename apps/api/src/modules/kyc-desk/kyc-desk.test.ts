import { randomInt } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { KYC_REVIEW_TEXT } from '@pocket/contracts/api/kyc';
import { KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { KycQueueData } from '@pocket/contracts/api/staff';

import { call, createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import type { CallResult, TestSession } from '../../../test/harness';
import { borrow, waitFor } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { auditRows as auditTrail } from '../staff-audit/test-support';

const randomNrc = () => `${String(randomInt(0, 1e6)).padStart(6, '0')}/${String(randomInt(10, 99))}/1`;

/** KYC 1-3 done through the same services the app uses (the sandbox's dev borrower), with this NRC. */
async function completeKycWith(app: App, s: TestSession, nrcNumber: string) {
  const res = await call(app, 'POST', '/api/dev/borrowers', { mobile: s.mobile, nrcNumber });
  expect(res.status, res.body).toBe(200);
}

async function reportDevice(s: TestSession, deviceid: string) {
  const device = { deviceid, appNameDevice: 'Pocket', appVersionDevice: '1016', deviceTypeDevice: 'h5', language: 'en' };
  expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { userId: s.userId, type: 1, info: JSON.stringify(device) })).json.code).toBe(200);
}

/** Two accounts with one NRC: the first passes by the rules, the second waits for a person. */
async function sharedNrc(app: App) {
  const nrc = randomNrc();
  const first = await loginAs(app);
  await completeKycWith(app, first, nrc);
  const second = await loginAs(app);
  await completeKycWith(app, second, nrc);
  return { nrc, first, second };
}

async function caseOf(app: App, risk: Awaited<ReturnType<typeof signInSandbox>>, uid: number) {
  const ids: number[] = [];
  for (let cursor: string | null = null; ; ) {
    const page: CallResult<KycQueueData> = await risk.call('GET', `/api/staff/kyc/queue?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status, page.body).toBe(200);
    ids.push(...page.json.data.items.filter((i) => i.uid === uid).map((i) => i.id));
    cursor = page.json.data.nextCursor;
    if (!cursor) break;
  }
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

const auditRows = async (requestId: string) =>
  auditTrail<{ action: string; entity: string; entity_id: string; before: unknown; after: unknown; reason: string | null; actor_email: string }>(
    await testDb(),
    { requestId },
    ['action', 'entity', 'entity_id', 'before', 'after', 'reason', 'actor_email'],
  );

// Each test signs in staff (argon2) and makes borrowers through the real KYC services: slow on a shared machine.
describe('the KYC review desk', { timeout: 120_000 }, () => {
  it('the rules decide a KYC with nothing shared; an NRC on another account goes to a person and holds borrowing', async () => {
    const app = await createTestApp();
    const { first, second } = await sharedNrc(app);
    expect((await first.call('POST', '/api/user/auth/api/kycReview')).json.data).toEqual({ status: 'none', title: null, why: null, next: null, step: null });
    const pending = await second.call('POST', '/api/user/auth/api/kycReview');
    expect(pending.json.data).toEqual({ status: 'pending', title: KYC_REVIEW_TEXT.pendingTitle, why: KYC_REVIEW_TEXT.pendingText, next: null, step: null });
    const refused = await second.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 14 });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(`${KYC_REVIEW_TEXT.pendingTitle}. You can borrow once it is approved.`);
    const risk = await signInSandbox(app, 'risk');
    const id = await caseOf(app, risk, second.userId);
    const detail = await risk.call('GET', `/api/staff/kyc/${id}`);
    expect(detail.json.data).toMatchObject({ id, uid: second.userId, status: 'pending', flags: ['nrc-shared'], reasonCode: null });
    expect(detail.json.data.lookAlikes).toEqual([expect.objectContaining({ uid: first.userId, matches: ['nrc'], reviewStatus: null })]);
  });

  it('lists cases oldest first with their age, masked, and pages with a cursor', async () => {
    const clock = testClock(Date.parse('2026-11-20T08:00:00Z'));
    const app = await createTestApp({ now: clock.now });
    const older = await sharedNrc(app);
    clock.advance(30 * 60_000);
    const newer = await sharedNrc(app);
    clock.advance(90 * 60_000);
    const risk = await signInSandbox(app, 'risk');
    const items: KycQueueData['items'] = [];
    for (let cursor: string | null = null; ; ) {
      const page: CallResult<KycQueueData> = await risk.call('GET', `/api/staff/kyc/queue?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      items.push(...page.json.data.items);
      cursor = page.json.data.nextCursor;
      if (!cursor) break;
    }
    const opened = items.map((i) => Date.parse(i.openedAt));
    expect(opened).toEqual([...opened].sort((a, b) => a - b));
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const mine = items.filter((i) => i.uid === older.second.userId || i.uid === newer.second.userId);
    expect(mine.map((i) => [i.uid, i.ageMinutes])).toEqual([
      [older.second.userId, 120],
      [newer.second.userId, 90],
    ]);
    expect(mine[0]!.phone).toMatch(/^09\d\*{4}\d{3}$/);
    expect(mine[0]!.name).toMatch(/^\w\*+ \w\*+$/);
  });

  it('a case shows masked identity, look-alikes by NRC, phone and device, and audited photos', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const deviceid = `device-${randomInt(0, 1e9)}`;
    const neighbour = await loginAs(app);
    await reportDevice(neighbour, deviceid);
    await completeKycWith(app, neighbour, randomNrc());
    const s = await loginAs(app);
    await reportDevice(s, deviceid);
    const nrc = randomNrc();
    await completeKycWith(app, s, nrc);
    // A third account names this borrower's phone as an emergency contact.
    const contact = await loginAs(app);
    await completeKycWith(app, contact, randomNrc());
    await contact.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'linkman', name1: 'Bwalya Phiri', relationship1: 'friend', mobile1: s.mobile, name2: 'Mutale Zulu', relationship2: 'parent', mobile2: '0971234567' });

    const id = await caseOf(app, risk, s.userId);
    const res = await risk.call('GET', `/api/staff/kyc/${id}`);
    expect(res.status, res.body).toBe(200);
    const data = res.json.data;
    expect(data.flags).toEqual(['device-shared']);
    expect(data.identity.nrc).toBe('******/**/1');
    expect(data.identity.dateOfBirth).toMatch(/^19\d\d-\*\*-\*\*$/);
    expect(res.body).not.toContain(nrc);
    expect(res.body).not.toContain(s.mobile.slice(3));
    expect(data.personal).toMatchObject({ provinceName: 'Lusaka', employerName: 'Zambia Sugar' });
    expect(data.lookAlikes).toEqual(
      expect.arrayContaining([expect.objectContaining({ uid: neighbour.userId, matches: ['device'] }), expect.objectContaining({ uid: contact.userId, matches: ['phone'] })]),
    );
    expect(data.photos.map((p: { photo: string }) => p.photo)).toEqual(['nrcFront', 'nrcBack', 'face']);

    const rid = `kyc-photo-${Date.now()}`;
    const photo = await risk.call('GET', `/api/staff/kyc/${id}/photos/face`, undefined, { 'x-request-id': rid });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(await auditRows(rid)).toEqual([expect.objectContaining({ action: 'kyc.photo', entity: 'borrower', entity_id: String(s.userId), after: { reviewId: id, photo: 'face' } })]);
    expect((await risk.call('GET', `/api/staff/kyc/${id}/photos/selfie`)).json.msg).toMatch(/^photo: /);
    expect((await risk.call('GET', '/api/staff/kyc/999999999')).status).toBe(404);
  });

  it('approve: audited before and after, the borrower is told by SMS and can borrow; a second decision is refused', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const { second } = await sharedNrc(app);
    const id = await caseOf(app, risk, second.userId);
    const rid = `kyc-approve-${Date.now()}`;
    const approved = await risk.call('POST', `/api/staff/kyc/${id}/approve`, { note: 'same person, new SIM' }, { 'x-request-id': rid });
    expect(approved.json.data).toEqual({ id, uid: second.userId, status: 'approved' });
    expect(await auditRows(rid)).toEqual([
      expect.objectContaining({
        action: 'kyc.approve',
        entity_id: String(second.userId),
        before: { reviewId: id, status: 'pending', flags: ['nrc-shared'] },
        after: { reviewId: id, status: 'approved', reasonCode: null },
        reason: 'same person, new SIM',
        actor_email: 'risk@pocket.test',
      }),
    ]);
    const again = await risk.call('POST', `/api/staff/kyc/${id}/reject`, { reasonCode: 'suspected-fraud' });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('This KYC case is already approved');
    expect((await second.call('POST', '/api/user/auth/api/kycReview')).json.data.status).toBe('approved');
    const sms = await waitFor(() => app.messages.of(second.userId), (rows) => rows.some((m) => m.event === 'kyc.decided'));
    expect(sms.filter((m) => m.event === 'kyc.decided').map((m) => m.body)).toEqual(['Pocket: your information is approved. You can now apply for a loan in the Pocket app.']);
    await borrow(app, second, 500);
    // A person's approval stands: saving a step again opens no new case.
    await completeKycWith(app, second, randomNrc());
    expect((await second.call('POST', '/api/user/auth/api/kycReview')).json.data.status).toBe('approved');
  });

  it('reject with a reason code: the app and the SMS say why and what to do next; redoing the step opens a new case', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const { second } = await sharedNrc(app);
    const id = await caseOf(app, risk, second.userId);
    const bad = await risk.call('POST', `/api/staff/kyc/${id}/reject`, { reasonCode: 'looks-odd' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/^reasonCode: reasonCode must be one of photo-unreadable, /);
    const rid = `kyc-reject-${Date.now()}`;
    const rejected = await risk.call('POST', `/api/staff/kyc/${id}/reject`, { reasonCode: 'photo-unreadable' }, { 'x-request-id': rid });
    expect(rejected.json.data).toEqual({ id, uid: second.userId, status: 'rejected' });
    const reason = KYC_REJECT_REASONS['photo-unreadable'];
    expect(await auditRows(rid)).toEqual([
      expect.objectContaining({ action: 'kyc.reject', before: { reviewId: id, status: 'pending', flags: ['nrc-shared'] }, after: { reviewId: id, status: 'rejected', reasonCode: 'photo-unreadable' }, reason: reason.label }),
    ]);
    expect((await second.call('POST', '/api/user/auth/api/kycReview')).json.data).toEqual({ status: 'rejected', title: KYC_REVIEW_TEXT.rejectedTitle, why: reason.why, next: reason.next, step: 'identity' });
    const refused = await second.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 14 });
    expect([refused.status, refused.json.msg]).toEqual([409, `${reason.why} ${reason.next}`]);
    const sms = await waitFor(() => app.messages.of(second.userId), (rows) => rows.some((m) => m.event === 'kyc.decided'));
    expect(sms.filter((m) => m.event === 'kyc.decided').map((m) => m.body)).toEqual([`Pocket: ${reason.why} ${reason.next}`]);

    // The borrower sends the identity again: a person looks again.
    const resubmitted = await call(app, 'POST', '/api/dev/borrowers', { mobile: second.mobile });
    expect(resubmitted.status).toBe(200);
    await second.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'work', employmentType: 'full_time_employee', employerName: 'Zambia Sugar', monthlyIncome: '3000_5000', payDay: 25 });
    expect((await second.call('POST', '/api/user/auth/api/kycReview')).json.data.status).toBe('pending');
    const next = await caseOf(app, risk, second.userId);
    expect(next).not.toBe(id);
    expect((await risk.call('GET', `/api/staff/kyc/${next}`)).json.data.flags).toEqual(['resubmitted', 'nrc-shared']);
  });

  it('two people deciding one case at once: one decision, one audit row, one SMS; the other is told it is decided', async () => {
    const app = await createTestApp();
    const { second } = await sharedNrc(app);
    const [one, two] = await Promise.all([signInSandbox(app, 'risk'), signInSandbox(app, 'risk')]);
    const id = await caseOf(app, one, second.userId);
    const rid = `kyc-race-${Date.now()}`;
    const answers = await Promise.all([
      one.call('POST', `/api/staff/kyc/${id}/approve`, {}, { 'x-request-id': `${rid}-a` }),
      two.call('POST', `/api/staff/kyc/${id}/reject`, { reasonCode: 'suspected-fraud' }, { 'x-request-id': `${rid}-b` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.json.data.status as string;
    expect(answers.find((a) => a.status === 409)!.json.msg).toBe(`This KYC case is already ${won}`);
    const rows = [...(await auditRows(`${rid}-a`)), ...(await auditRows(`${rid}-b`))];
    expect(rows.map((r) => r.action)).toEqual([won === 'approved' ? 'kyc.approve' : 'kyc.reject']);
    const sms = await waitFor(() => app.messages.of(second.userId), (m) => m.some((x) => x.event === 'kyc.decided'));
    expect(sms.filter((m) => m.event === 'kyc.decided')).toHaveLength(1);
  });

  it('only risk may work the queue: support, finance and admin are refused', async () => {
    const app = await createTestApp();
    const { second } = await sharedNrc(app);
    const risk = await signInSandbox(app, 'risk');
    const id = await caseOf(app, risk, second.userId);
    for (const role of ['support', 'finance', 'admin', 'marketing', 'shop']) {
      const staff = await signInSandbox(app, role);
      for (const [method, url] of [['GET', '/api/staff/kyc/queue'], ['GET', `/api/staff/kyc/${id}`], ['POST', `/api/staff/kyc/${id}/approve`]] as const) {
        expect((await staff.call(method, url, method === 'POST' ? {} : undefined)).status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await risk.call('GET', `/api/staff/kyc/${id}`)).json.data.status).toBe('pending');
  });
});
