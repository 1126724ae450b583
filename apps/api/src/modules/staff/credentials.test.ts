import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { STAFF_CREDENTIAL_MESSAGES, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { call, createTestApp, testClock, testDb } from '../../../test/harness';
import { selectRows } from '../../db/rows';
import { TOTP_STEP_MS } from './secrets';
import { newAccount, randomIp, signInSandbox, staffSignIn } from './test-support';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

async function auditOf(requestId: string) {
  return selectRows<{ action: string; reason: string | null; after: unknown; actor_email: string | null; entity_id: string | null }>(
    await testDb(),
    sql`select action, reason, "after", actor_email, entity_id from staff_audit where request_id = ${requestId}`,
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

describe('an admin resets another member\'s password or TOTP secret', () => {
  it('shows the new one once, ends every session of the account, is audited with the reason, never on oneself', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const admin = await signInSandbox(app, 'admin');
    const account = await newAccount(app);
    const member = await staffSignIn(app, account);

    const self = await admin.call('POST', `/api/staff/staff/${admin.id}/reset-password`, { reason: 'testing myself' });
    expect(self.status).toBe(403);
    expect(self.json.msg).toBe(STAFF_CREDENTIAL_MESSAGES.self);
    expect((await admin.call('POST', '/api/staff/staff/999999999/reset-totp', { reason: 'nobody here' })).status).toBe(404);
    expect((await admin.call('POST', `/api/staff/staff/${account.id}/reset-password`, {})).status).toBe(400);

    const reset = await admin.call('POST', `/api/staff/staff/${account.id}/reset-password`, { reason: 'forgot the password' }, { 'x-request-id': 'pw-reset-00001' });
    expect(reset.status, reset.body).toBe(200);
    expect(reset.json.data.temporaryPassword).toMatch(/^[A-Za-z2-9]{16}$/);
    expect((await member.call('GET', '/api/staff/session')).status).toBe(401);
    const [pwRow] = await auditOf('pw-reset-00001');
    expect(pwRow).toMatchObject({ action: 'staff.reset-password', reason: 'forgot the password', entity_id: String(account.id) });
    expect(JSON.stringify(pwRow)).not.toContain(reset.json.data.temporaryPassword);
    clock.advance(TOTP_STEP_MS);
    const withNewPassword = await staffSignIn(app, { ...account, password: reset.json.data.temporaryPassword });

    const totp = await admin.call('POST', `/api/staff/staff/${account.id}/reset-totp`, { reason: 'lost the phone' }, { 'x-request-id': 'totp-reset-001' });
    expect(totp.status, totp.body).toBe(200);
    expect(totp.json.data.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(totp.json.data.otpauthUrl).toContain(encodeURIComponent(account.email));
    expect((await withNewPassword.call('GET', '/api/staff/session')).status).toBe(401);
    expect((await auditOf('totp-reset-001')).map((r) => [r.action, r.reason])).toEqual([['staff.reset-totp', 'lost the phone']]);
    // The old secret's code no longer signs in; the new secret's does (its first step is free: the used step was reset).
    clock.advance(TOTP_STEP_MS);
    await expect(staffSignIn(app, { ...account, password: reset.json.data.temporaryPassword })).rejects.toThrow();
    const withNewSecret = await staffSignIn(app, { email: account.email, password: reset.json.data.temporaryPassword, totpSecret: totp.json.data.totpSecret });
    expect((await withNewSecret.call('GET', '/api/staff/session')).status).toBe(200);
  });

  it('support may not reset anyone (403), nor reach the reset at all without a session (401)', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const admin = await signInSandbox(app, 'admin');
    const res = await support.call('POST', `/api/staff/staff/${admin.id}/reset-password`, { reason: 'take over admin' });
    expect(res.status).toBe(403);
    expect(res.json.msg).toBe(STAFF_SESSION_MESSAGES.forbidden);
    expect((await call(app, 'POST', `/api/staff/staff/${admin.id}/reset-totp`, { reason: 'no session' }, {}, { remoteAddress: randomIp() })).status).toBe(401);
  }, 120_000);
});
