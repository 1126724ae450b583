import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { call, createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { cookieOf, newAccount, newStaff, nextCode, randomIp, sandboxAccount, signInSandbox, staffSignIn } from '../../../test/staff-sessions';
import { selectRows } from '../../db/rows';
import { securityEventRows, securityEventTotal } from '../security-events/test-support';
import { auditRows as auditTrail } from '../staff-audit/test-support';
import { TOTP_STEP_MS, totpNow } from './secrets';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

const MIN = 60_000;

async function refusals(ip: string, email: string) {
  return securityEventRows<{ kind: string; detail: string; count: number }>(await testDb(), { ip, subject: email }, ['kind', 'detail', 'count']);
}

async function auditRows(requestId: string) {
  return auditTrail<{ action: string; reason: string | null; actor_email: string | null }>(await testDb(), { requestId }, ['action', 'reason', 'actor_email']);
}

describe('staff sign-in', () => {
  it('signs in with e-mail, password and TOTP: a pocket_staff cookie (httpOnly, Secure, SameSite=Strict, Path=/api/staff) and one audit row', async () => {
    const app = await createTestApp();
    // An account of its own (the sandbox ones are shared by the test files on PostgreSQL, and a code signs in once).
    const account = await newAccount(app);
    const res = await call(app, 'POST', '/api/staff/session', { email: account.email.toUpperCase(), password: account.password, totp: await nextCode(app, account) }, { 'x-request-id': 'signin-ok-0001' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.staff).toMatchObject({ email: account.email, roles: [] });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^pocket_staff=[A-Za-z0-9_-]{43};/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/staff', 'Max-Age=28800']) expect(setCookie).toContain(attribute);
    const me = await call(app, 'GET', '/api/staff/session', undefined, { cookie: cookieOf(res) });
    expect(me.status).toBe(200);
    expect(me.json.data).toEqual(res.json.data);
    expect((await auditRows('signin-ok-0001')).map((r) => r.action)).toEqual(['staff.sign-in']);
  });

  it('refuses a wrong TOTP code or password with the same words; the failure is a security event, not an audit row', async () => {
    const app = await createTestApp();
    const account = sandboxAccount('risk@pocket.test');
    const code = totpNow(account.totpSecret, Date.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const [badTotpIp, badPasswordIp] = [randomIp(), randomIp()];
    const badTotp = await call(app, 'POST', '/api/staff/session', { email: account.email, password: account.password, totp: wrongCode }, { 'x-request-id': 'signin-bad-totp' }, { remoteAddress: badTotpIp });
    expect(badTotp.status).toBe(401);
    expect(badTotp.json.msg).toBe(STAFF_SESSION_MESSAGES.wrong);
    expect(badTotp.headers['set-cookie']).toBeUndefined();
    const badPassword = await call(app, 'POST', '/api/staff/session', { email: account.email, password: 'nope', totp: code }, { 'x-request-id': 'signin-bad-pass' }, { remoteAddress: badPasswordIp });
    expect(badPassword.status).toBe(401);
    expect(badPassword.json.msg).toBe(STAFF_SESSION_MESSAGES.wrong);
    expect(await auditRows('signin-bad-totp')).toEqual([]);
    expect(await auditRows('signin-bad-pass')).toEqual([]);
    expect(await refusals(badTotpIp, account.email)).toEqual([{ kind: 'sign-in.refused', detail: 'wrong code', count: 1 }]);
    expect(await refusals(badPasswordIp, account.email)).toEqual([{ kind: 'sign-in.refused', detail: 'wrong password', count: 1 }]);
  });

  it('slows wrong passwords down with a growing wait per account, and never locks for good', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const account = await newAccount(app);
    clock.advance(TOTP_STEP_MS);
    const attempt = (password: string) =>
      call(app, 'POST', '/api/staff/session', { email: account.email, password, totp: totpNow(account.totpSecret, clock.now()) }, {}, { remoteAddress: randomIp() });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).status).toBe(401);
    // The 3rd wrong attempt starts a 2 s wait: even the right password waits.
    const waiting = await attempt(account.password);
    expect(waiting.status).toBe(429);
    expect(waiting.json.msg).toBe(STAFF_SESSION_MESSAGES.slowDown(2));
    clock.advance(2_100);
    expect((await attempt('wrong')).status).toBe(401);
    const longer = await attempt(account.password);
    expect(longer.json.msg).toBe(STAFF_SESSION_MESSAGES.slowDown(4));
    clock.advance(4_100);
    expect((await attempt(account.password)).status).toBe(200);
  });

  it('slows down an IP that tries many accounts', async () => {
    const app = await createTestApp();
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await call(app, 'POST', '/api/staff/session', { email: `nobody${i}@pocket.test`, password: 'x', totp: '000000' }, {}, { remoteAddress: ip });
      expect(res.status).toBe(401);
    }
    const account = sandboxAccount('finance@pocket.test');
    const res = await call(app, 'POST', '/api/staff/session', { email: account.email, password: account.password, totp: totpNow(account.totpSecret, Date.now()) }, {}, { remoteAddress: ip });
    expect(res.status).toBe(429);
  });
});

describe('a TOTP code signs in once (RFC 6238 section 5.2)', () => {
  it('refuses the same code again, and a code of an older step, with the usual words; a later step signs in', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const account = await newAccount(app);
    clock.advance(TOTP_STEP_MS);
    const signIn = (totp: string, requestId: string) => call(app, 'POST', '/api/staff/session', { email: account.email, password: account.password, totp }, { 'x-request-id': requestId }, { remoteAddress: randomIp() });
    const code = totpNow(account.totpSecret, clock.now());
    expect((await signIn(code, 'totp-first-0001')).status).toBe(200);
    clock.advance(10_000);
    const replay = await signIn(code, 'totp-replay-0001');
    expect(replay.status).toBe(401);
    expect(replay.json.msg).toBe(STAFF_SESSION_MESSAGES.wrong);
    expect(replay.headers['set-cookie']).toBeUndefined();
    expect(await auditRows('totp-replay-0001')).toEqual([]);
    // The step before is still inside the drift window, but older than the one used.
    const older = await signIn(totpNow(account.totpSecret, clock.now() - TOTP_STEP_MS), 'totp-older-0001');
    expect(older.status).toBe(401);
    expect(await auditRows('totp-older-0001')).toEqual([]);
    expect(await securityEventTotal(await testDb(), { subject: account.email, detail: 'code already used' })).toBe(2);
    clock.advance(TOTP_STEP_MS);
    expect((await signIn(totpNow(account.totpSecret, clock.now()), 'totp-next-0001')).status).toBe(200);
  });

  it('of concurrent sign-ins with the same code exactly one succeeds, and one session is made', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const account = await newAccount(app);
    clock.advance(TOTP_STEP_MS);
    const sessionsOf = async () => (await selectRows<{ n: number }>(await testDb(), sql`select count(*)::int as n from staff_sessions where staff_id = ${account.id}`))[0]!.n;
    const before = await sessionsOf();
    const code = totpNow(account.totpSecret, clock.now());
    // Three at once: the account's free attempts (a fourth from an unknown device would be answered 429 unchecked).
    const results = await Promise.all(
      Array.from({ length: 3 }, () => call(app, 'POST', '/api/staff/session', { email: account.email, password: account.password, totp: code }, {}, { remoteAddress: randomIp() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect((await sessionsOf()) - before).toBe(1);
    const [row] = await selectRows<{ step: string }>(await testDb(), sql`select totp_last_step as step from staff_members where id = ${account.id}`);
    expect(Number(row!.step)).toBe(Math.floor(clock.now() / TOTP_STEP_MS));
  });
});

describe('staff sessions', () => {
  it('end after 30 minutes idle', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const session = await signInSandbox(app, 'support');
    clock.advance(29 * MIN);
    expect((await session.call('GET', '/api/staff/session')).status).toBe(200);
    clock.advance(29 * MIN);
    expect((await session.call('GET', '/api/staff/session')).status).toBe(200);
    clock.advance(30 * MIN + 1000);
    const idle = await session.call('GET', '/api/staff/session');
    expect(idle.status).toBe(401);
    expect(idle.json.msg).toBe(STAFF_SESSION_MESSAGES.expired);
  });

  it('end 8 hours after sign-in however active', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const session = await signInSandbox(app, 'support');
    for (let i = 0; i < 23; i += 1) {
      clock.advance(20 * MIN);
      expect((await session.call('GET', '/api/staff/session')).status).toBe(200);
    }
    clock.advance(20 * MIN + 1000);
    expect((await session.call('GET', '/api/staff/session')).status).toBe(401);
  });

  it('refuses every write without the CSRF token, or with another session\'s', async () => {
    const app = await createTestApp();
    const admin = await signInSandbox(app, 'admin');
    const other = await signInSandbox(app, 'support');
    const missing = await admin.call('POST', '/api/staff/staff', { email: 'csrf@pocket.test', name: 'C' }, { 'x-csrf-token': '' });
    expect(missing.status).toBe(403);
    expect(missing.json.msg).toBe(STAFF_SESSION_MESSAGES.csrf);
    const foreign = await admin.call('DELETE', '/api/staff/session', undefined, { 'x-csrf-token': other.csrfToken });
    expect(foreign.status).toBe(403);
    expect((await admin.call('GET', '/api/staff/session')).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the session no longer opens anything', async () => {
    const app = await createTestApp();
    const session = await signInSandbox(app, 'finance');
    const out = await session.call('DELETE', '/api/staff/session');
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^pocket_staff=;.*Max-Age=0/);
    expect((await session.call('GET', '/api/staff/session')).status).toBe(401);
  });

  it('keeps borrower tokens and staff cookies apart', async () => {
    const app = await createTestApp();
    const borrower = await loginAs(app);
    const asBorrower = await borrower.call('GET', '/api/staff/session');
    expect(asBorrower.status).toBe(401);
    const staff = await signInSandbox(app, 'admin');
    const onBorrowerRoute = await call(app, 'GET', '/api/my/getUserInfo', undefined, { cookie: staff.cookie });
    expect(onBorrowerRoute.status).toBe(401);
  });

  it('a disabled account is signed out at once and cannot sign in', async () => {
    const app = await createTestApp();
    const admin = await signInSandbox(app, 'admin');
    const member = await newStaff(app, ['support']);
    expect((await member.call('GET', '/api/staff/session')).status).toBe(200);
    const disabled = await admin.call('POST', `/api/staff/staff/${member.id}/disable`, { reason: 'left the company' });
    expect(disabled.status, disabled.body).toBe(200);
    expect(disabled.json.data).toEqual({ id: member.id, disabled: true });
    expect((await member.call('GET', '/api/staff/session')).status).toBe(401);
    const list = await admin.call('GET', '/api/staff/staff?limit=100');
    expect(list.status).toBe(200);
    const self = await admin.call('POST', `/api/staff/staff/${admin.id}/disable`, { reason: 'testing myself' });
    expect(self.status).toBe(403);
  });

  it('admin creates an account shown once; it signs in with the temporary password and the TOTP secret', async () => {
    const app = await createTestApp();
    const member = await newStaff(app, ['risk', 'finance']);
    const me = await member.call('GET', '/api/staff/session');
    expect(me.json.data.staff.roles).toEqual(['risk', 'finance']);
    await expect(staffSignIn(app, { email: member.email, password: 'not-it', totpSecret: 'JBSWY3DPEHPK3PXP' })).rejects.toThrow();
  });
});
