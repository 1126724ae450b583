import { randomInt } from 'node:crypto';

import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

import { BLOCKED_MESSAGE } from '@pocket/contracts/api/staff';

import { call, createTestApp, loginAs, testDb, uniqueMobile } from '../../../test/harness';
import { borrow, completeKyc } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import { deviceGeneration, trustedDeviceId } from '../auth/test-support';
import { saveKycIdentity } from '../kyc/test-support';
import { auditCount as auditRowsCounted, auditRows } from '../staff-audit/test-support';
import { maskPhone } from './mask';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

/** A borrower with KYC done under a name and NRC of their own. */
async function namedBorrower(app: Awaited<ReturnType<typeof createTestApp>>) {
  const session = await loginAs(app, uniqueMobile());
  const surname = `Zulu${randomInt(0, 1e9).toString(36)}`;
  const nrc = `${String(randomInt(0, 1e6)).padStart(6, '0')}/${String(randomInt(10, 99))}/1`;
  const db = await testDb();
  await saveKycIdentity(db, { userId: session.userId, nrcNumber: nrc, fullName: `${surname} Mwila`, dateOfBirth: '1990-01-01', gender: 'F', nrcFrontUploadId: 'front-id', nrcBackUploadId: 'back-id' });
  await completeKyc(db, session.userId, { questionnaire: true });
  return { session, surname, nrc, fullName: `${surname} Mwila` };
}

async function auditCount(requestId: string) {
  return auditRowsCounted(await testDb(), { requestId });
}

describe('the borrowers desk', () => {
  it('finds a borrower by phone, name, NRC and order id, with masked answers', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const { session, surname, nrc } = await namedBorrower(app);
    const loan = await borrow(app, session);
    const local = session.mobile;
    const queries = [local, `+260 ${local.slice(1, 3)} ${local.slice(3)}`, surname.toLowerCase(), nrc, String(loan.orderId)];
    for (const q of queries) {
      const res = await support.call('GET', `/api/staff/borrowers?q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${res.body}`).toBe(200);
      const hit = res.json.data.items.find((i: { uid: number }) => i.uid === session.userId);
      expect(hit, q).toMatchObject({ phone: maskPhone(local), name: `${surname[0]}${'*'.repeat(surname.length - 1)} M****`, kycStatus: 'complete', blocked: false });
    }
    expect(maskPhone(local)).toMatch(/^09\d\*{4}\d{3}$/);
    const page = await support.call('GET', `/api/staff/borrowers/${session.userId}`);
    expect(page.status, page.body).toBe(200);
    expect(page.json.data.profile).toMatchObject({ uid: session.userId, phone: maskPhone(local), nrc: '******/**/1' });
    expect(page.json.data.loans.map((l: { orderId: number | string }) => Number(l.orderId))).toContain(loan.orderId);
    expect(page.json.data.payments.length).toBeGreaterThan(0);
    // The credit policy's decision on the application, as recorded (docs/credit-policy.md).
    expect(page.json.data.creditDecisions).toEqual([expect.objectContaining({ outcome: 'approved', orderId: loan.orderId, amount: 100_000, limit: 100_000, why: 'every check passed' })]);
    expect(page.body).not.toContain(local.slice(3));
    expect(page.body).not.toContain(nrc);
  });

  it('reveals a field with the reason audited; support may not reveal the NRC', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const risk = await signInSandbox(app, 'risk');
    const { session, nrc, fullName } = await namedBorrower(app);
    const rid = `reveal-${Date.now()}`;
    const phone = await support.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'phone', reason: 'caller verification on the phone' }, { 'x-request-id': rid });
    expect(phone.json.data).toEqual({ field: 'phone', value: session.mobile });
    expect(await auditCount(rid)).toBe(1);
    const [row] = await auditRows<{ action: string; reason: string }>(await testDb(), { requestId: rid }, ['action', 'reason']);
    expect(row).toEqual({ action: 'borrower.reveal', reason: 'caller verification on the phone' });
    expect((await support.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'nrc', reason: 'just being curious today' })).status).toBe(403);
    expect((await risk.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'nrc', reason: 'KYC check of TCK-4411' })).json.data.value).toBe(nrc);
    expect((await risk.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'name', reason: 'checking the KYC name' })).json.data.value).toBe(fullName);
    expect((await support.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'phone' })).status).toBe(400);
    const actions = await support.call('GET', `/api/staff/borrowers/${session.userId}`);
    expect(actions.json.data.staffActions.filter((a: { action: string }) => a.action === 'borrower.reveal')).toHaveLength(3);
  });

  it('risk sees the ID photos (URLs revealed with a reason, each view audited); support may not', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const support = await signInSandbox(app, 'support');
    const session = await loginAs(app, uniqueMobile());
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) ids.push((await session.call('POST', '/api/common/api/uploadBase64', { content: png.toString('base64') })).json.data.id);
    await saveKycIdentity(await testDb(), { userId: session.userId, nrcNumber: '111111/11/1', fullName: 'Photo Person', dateOfBirth: '1990-01-01', gender: 'M', nrcFrontUploadId: ids[0]!, nrcBackUploadId: ids[1]! });
    const revealed = await risk.call('POST', `/api/staff/borrowers/${session.userId}/reveal`, { field: 'photos', reason: 'KYC review of the photos' });
    const urls = JSON.parse(revealed.json.data.value) as string[];
    expect(urls).toEqual([`/api/staff/borrowers/${session.userId}/photos/nrcFront`, `/api/staff/borrowers/${session.userId}/photos/nrcBack`]);
    const rid = `photo-${Date.now()}`;
    const image = await app.inject({ method: 'GET', url: urls[0]!, headers: { cookie: risk.cookie, 'x-request-id': rid } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(8);
    expect(await auditCount(rid)).toBe(1);
    expect((await app.inject({ method: 'GET', url: urls[1]!, headers: { cookie: support.cookie } })).statusCode).toBe(403);
  });

  it('a blocked borrower cannot borrow (a loan or a phone on instalments) and is told why; unblocked, they can', async () => {
    const app = await createTestApp();
    const risk = await signInSandbox(app, 'risk');
    const { session } = await namedBorrower(app);
    const blocked = await risk.call('POST', `/api/staff/borrowers/${session.userId}/block`, { reason: 'fraud report 118' });
    expect(blocked.json.data).toEqual({ uid: session.userId, blocked: true });
    const refused = await session.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 14 });
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe(BLOCKED_MESSAGE);
    const phone = await session.call('POST', '/api/v1/mobile-order/pay', { phoneId: 4, mobile: session.mobile });
    expect(phone.status).toBe(409);
    expect(phone.json.msg).toBe(BLOCKED_MESSAGE);
    const listed = await risk.call('GET', `/api/staff/borrowers?q=${session.mobile}`);
    expect(listed.json.data.items[0]).toMatchObject({ uid: session.userId, blocked: true });
    expect((await risk.call('POST', `/api/staff/borrowers/${session.userId}/unblock`, { reason: 'report cleared' })).json.data.blocked).toBe(false);
    await borrow(app, session, 500);
  });

  it('resets trusted devices: the browser that logged in is no longer trusted', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const mobile = uniqueMobile();
    const sent = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    expect(sent.status).toBe(200);
    const sms = await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`);
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: sms.json.data.messages[0].code, deviceType: 4, deviceBrand: 'vitest', appChannelCode: 'h5' });
    const cookie = String(login.headers['set-cookie']).match(/pocket_device=([^;]+)/)![1]!;
    const e164 = `+260${mobile.slice(1)}`;
    const pepper = app.appConfig.otpPepper;
    expect(trustedDeviceId(pepper, e164, cookie, await deviceGeneration(app.kv, e164))).not.toBeNull();
    const reset = await support.call('POST', `/api/staff/borrowers/${login.json.data.id}/reset-devices`, { reason: 'lost phone' });
    expect(reset.json.data).toEqual({ uid: login.json.data.id, devices: 0 });
    expect(trustedDeviceId(pepper, e164, cookie, await deviceGeneration(app.kv, e164))).toBeNull();
    expect((await support.call('GET', `/api/staff/borrowers/${login.json.data.id}`)).json.data.profile.deviceResets).toBe(1);
  });
});
