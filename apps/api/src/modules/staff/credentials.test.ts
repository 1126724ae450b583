import { describe, expect, it, vi } from 'vitest';

import { STAFF_CREDENTIAL_MESSAGES, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { call, createTestApp, testClock, testDb } from '../../../test/harness';
import { enrol, enrolmentToken, newAccount, randomIp, signInSandbox, staffSignIn } from '../../../test/staff-sessions';
import { auditRows } from '../staff-audit/test-support';
import { TOTP_STEP_MS } from './secrets';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

async function auditOf(requestId: string) {
  return auditRows<{ action: string; reason: string | null; after: unknown; actor_email: string | null; entity_id: string | null }>(
    await testDb(),
    { requestId },
    ['action', 'reason', 'after', 'actor_email', 'entity_id'],
  );
}

describe('changing one\'s own password', () => {
  it('needs the current password and a strong new one; the other sessions end, this one stays; the new one signs in', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const account = await newAccount(app);
    const here = await staffSignIn(app, account);
    clock.advance(TOTP_STEP_MS);
    const elsewhere = await staffSignIn(app, account);

    const wrong = await here.call('POST', '/api/staff/session/password', { currentPassword: 'not-the-password', newPassword: 'a-Long-new-passphrase-9' }, { 'x-request-id': 'pw-wrong-00001' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.msg).toBe(STAFF_CREDENTIAL_MESSAGES.currentWrong);
    expect((await auditOf('pw-wrong-00001')).map((r) => [r.action, r.reason])).toEqual([['staff.password.change.failed', 'wrong current password']]);

    const weak = [
      ['short-1', 'The new password must be at least 12 characters'],
      ['aaaaaaaaaaaaaaaa', 'The new password must use at least 6 different characters'],
      [`${account.email.split('@')[0]}-Extra-42`, 'The new password must not contain your e-mail name'],
      ['123456123456', 'The new password is too easy to guess: it repeats a pattern such as "123123". Use three or four unrelated words, or a longer phrase'],
      [account.password, STAFF_CREDENTIAL_MESSAGES.same],
    ] as const;
    for (const [newPassword, msg] of weak) {
      const res = await here.call('POST', '/api/staff/session/password', { currentPassword: account.password, newPassword });
      expect(res.status, newPassword).toBe(400);
      expect(res.json.msg).toBe(msg);
    }

    const changed = await here.call('POST', '/api/staff/session/password', { currentPassword: account.password, newPassword: 'a-Long-new-passphrase-9' }, { 'x-request-id': 'pw-change-0001' });
    expect(changed.status, changed.body).toBe(200);
    expect(changed.json.data).toEqual({ changed: true, otherSessionsEnded: 1 });
    const [row] = await auditOf('pw-change-0001');
    expect(row).toMatchObject({ action: 'staff.password.change', actor_email: account.email });
    expect(JSON.stringify(row)).not.toContain('passphrase');
    expect((await here.call('GET', '/api/staff/session')).status).toBe(200);
    const ended = await elsewhere.call('GET', '/api/staff/session');
    expect(ended.status).toBe(401);
    expect(ended.json.msg).toBe(STAFF_SESSION_MESSAGES.expired);

    clock.advance(TOTP_STEP_MS);
    await expect(staffSignIn(app, account)).rejects.toThrow();
    clock.advance(TOTP_STEP_MS);
    const again = await staffSignIn(app, { ...account, password: 'a-Long-new-passphrase-9' });
    expect((await again.call('GET', '/api/staff/session')).json.data.staff.email).toBe(account.email);
  });
});

describe('a reset is a two-person request whose effect is a new enrolment link (issue 42, defect 7)', () => {
  it('one admin asks, another approves; the member is signed out, their password and code stop working, and only the new link lets them in', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const admin = await signInSandbox(app, 'admin');
    const admin2 = await signInSandbox(app, 'admin2');
    const account = await newAccount(app);
    const member = await staffSignIn(app, account);
    const oldLink = await enrolmentToken(app, account.email);

    const asked = await admin.call('POST', '/api/staff/approvals', { kind: 'staff.reset', payload: { staffId: account.id }, reason: 'lost the phone' }, { 'x-request-id': 'reset-ask-0001' });
    expect(asked.status, asked.body).toBe(200);
    expect(JSON.stringify(asked.json)).not.toMatch(/password|totpSecret|token/i);
    // Nobody checks their own request, and the member it is about may not check it either.
    expect((await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(403);
    const approved = await admin2.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {}, { 'x-request-id': 'reset-ok-00001' });
    expect(approved.status, approved.body).toBe(200);
    expect(JSON.stringify(approved.json)).not.toMatch(/password"|totpSecret|#token/i);
    expect((await member.call('GET', '/api/staff/session')).status).toBe(401);
    clock.advance(TOTP_STEP_MS);
    await expect(staffSignIn(app, account)).rejects.toThrow();
    // The old link was used; the new one is in the member's mail only, and it sets new credentials.
    const newLink = await enrolmentToken(app, account.email);
    expect(newLink).not.toBe(oldLink);
    const again = await enrol(app, account.email);
    expect((await again.session.call('GET', '/api/staff/session')).json.data.staff.email).toBe(account.email);
    const [row] = await auditOf('reset-ok-00001');
    expect(row).toMatchObject({ action: 'approval.approve' });
    expect(JSON.stringify(row)).not.toContain(newLink);
  });

  it('support may not ask a reset (403), nor reach the approvals without a session (401); the old one-admin routes are gone (403)', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const admin = await signInSandbox(app, 'admin');
    const res = await support.call('POST', '/api/staff/approvals', { kind: 'staff.reset', payload: { staffId: admin.id }, reason: 'take over admin' });
    expect(res.status).toBe(403);
    expect((await call(app, 'POST', '/api/staff/approvals', { kind: 'staff.reset', payload: { staffId: admin.id }, reason: 'no session' }, {}, { remoteAddress: randomIp() })).status).toBe(401);
    for (const old of ['reset-password', 'reset-totp']) {
      const gone = await admin.call('POST', `/api/staff/staff/${admin.id}/${old}`, { reason: 'the old way' });
      expect(gone.status, old).toBe(404);
    }
    expect(STAFF_SESSION_MESSAGES.forbidden).toBeTruthy();
  }, 120_000);
});
