import { describe, expect, it, vi } from 'vitest';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { createTestApp, testClock } from '../../../test/harness';
import type { CallResult } from '../../../test/harness';
import { newAccount, newStaff, nextCode, randomIp, signInSandbox } from '../../../test/staff-sessions';
import { TOTP_STEP_MS, totpNow } from './secrets';
import { auditRowsFrom, deviceCookieOf, eventsOf, median, signInFrom, statusCounts } from './sign-in-attacks.support';

vi.setConfig({ testTimeout: 180_000 });

describe('a flood of refused sign-ins writes no audit row and few security events (issue 42, defect 4)', () => {
  it('2,000 refused sign-ins from one address: 0 audit rows, a bounded number of event rows; an audited action meanwhile is timed', async () => {
    const app = await createTestApp();
    const admin = await signInSandbox(app, 'admin');
    const victim = await newAccount(app);
    const ip = randomIp();
    // An audited action (a role request: one chained audit row each), timed alone and during the flood.
    const audited = async () => {
      const started = performance.now();
      const res = await admin.call('POST', '/api/staff/approvals', { kind: 'role.grant', payload: { staffId: victim.id, role: 'support' }, reason: 'timing the audit' });
      expect(res.status, res.body).toBe(200);
      return performance.now() - started;
    };
    const alone: number[] = [];
    for (let i = 0; i < 10; i += 1) alone.push(await audited());
    const answers: CallResult[] = [];
    let flooding = true;
    const flood = (async () => {
      for (let batch = 0; batch < 40; batch += 1) {
        const emails = Array.from({ length: 50 }, (_, i) => (i % 2 ? victim.email : `nobody-${batch}-${i}@pocket.test`));
        answers.push(...(await Promise.all(emails.map((email) => signInFrom(app, ip, { email, password: 'guess-123456', totp: '123456' })))));
      }
      flooding = false;
    })();
    const during: number[] = [];
    while (flooding) during.push(await audited());
    await flood;
    const events = await eventsOf({ ip });
    const rows = events.length + (await eventsOf({ subject: victim.email })).filter((e) => e.ip === '').length;
    console.log(
      `[audit flood] ${answers.length} refused sign-ins from one address (${JSON.stringify(statusCounts(answers))}): ${await auditRowsFrom(ip)} audit rows, ${rows} security-event rows; an audited action took ${median(alone).toFixed(1)} ms median alone and ${median(during).toFixed(1)} ms median during the flood (${during.length} timed)`,
    );
    expect(statusCounts(answers)[200]).toBeUndefined();
    expect(await auditRowsFrom(ip)).toBe(0);
    // The address's 10 free attempts (each a refusal row of its e-mail), its wait's alert, the refused-while-waiting
    // row, and the account's own: no row per attempt.
    expect(rows).toBeLessThanOrEqual(16);
  });
});

describe('strangers cannot keep staff out (issue 42, defect 5)', () => {
  it('the owner on a known device signs in during a stranger\'s flood of their account; from an unknown device they wait', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const account = await newAccount(app);
    clock.advance(TOTP_STEP_MS);
    const home = randomIp();
    const first = await signInFrom(app, home, { email: account.email, password: account.password, totp: totpNow(account.totpSecret, clock.now()) });
    expect(first.status, first.body).toBe(200);
    const device = deviceCookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/pocket_staff_device=[^;]+; Path=\/api\/staff\/session; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict/);
    clock.advance(TOTP_STEP_MS);
    const code = await nextCode(app, account);
    // A stranger guesses from many addresses: the account's count of unknown devices is spent, and the wait starts.
    const stranger = await Promise.all(Array.from({ length: 30 }, () => signInFrom(app, randomIp(), { email: account.email, password: 'not-the-password', totp: '123456' })));
    expect(statusCounts(stranger)).toEqual({ 401: 3, 429: 27 });
    const unknown = await signInFrom(app, randomIp(), { email: account.email, password: account.password, totp: code });
    expect([unknown.status, unknown.json.msg]).toEqual([429, expect.stringMatching(/^Too many wrong attempts/)]);
    const known = await signInFrom(app, randomIp(), { email: account.email, password: account.password, totp: code }, device);
    expect(known.status, known.body).toBe(200);
    // A forged cookie (another MAC) counts as unknown.
    const forged = device.replace(/\.[A-Za-z0-9_-]{22}$/, `.${'A'.repeat(22)}`);
    expect((await signInFrom(app, randomIp(), { email: account.email, password: account.password, totp: code }, forged)).status).toBe(429);
    // The attack is an alert for the admins (GET /api/staff/security-events?alerts=true).
    const admin = await signInSandbox(app, 'admin');
    const alerts = await admin.call('GET', '/api/staff/security-events?alerts=true&limit=100');
    expect(alerts.status).toBe(200);
    expect(alerts.json.data.items).toContainEqual(expect.objectContaining({ kind: 'sign-in.account-slowed', subject: account.email, alert: true }));
  });

  it('an attacker behind an office address does not lock out colleagues on known devices', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const office = randomIp();
    const colleague = await newStaff(app, ['support']);
    const newcomer = await newAccount(app);
    clock.advance(2 * TOTP_STEP_MS);
    const signedIn = await signInFrom(app, office, { email: colleague.email, password: colleague.account.password, totp: await nextCode(app, colleague.account) });
    expect(signedIn.status, signedIn.body).toBe(200);
    const device = deviceCookieOf(signedIn);
    // 40 wrong sign-ins over many e-mails from the office address: its wait starts after 10.
    const attacker = await Promise.all(Array.from({ length: 40 }, (_, i) => signInFrom(app, office, { email: `guess-${i}@pocket.test`, password: 'Winter2026!', totp: '000000' })));
    expect(statusCounts(attacker)).toEqual({ 401: 10, 429: 30 });
    const back = await signInFrom(app, office, { email: colleague.email, password: colleague.account.password, totp: await nextCode(app, colleague.account) }, device);
    expect(back.status, back.body).toBe(200);
    // A colleague on a device never used here waits with the address (the price of slowing the attacker down).
    const fresh = await signInFrom(app, office, { email: newcomer.email, password: newcomer.password, totp: await nextCode(app, newcomer) });
    expect(fresh.status).toBe(429);
    expect((await eventsOf({ ip: office })).map((e) => e.kind)).toContain('sign-in.address-slowed');
  });

  it('guessing stays bounded: a stranger trying whenever allowed gets a handful of guesses an hour per account', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const account = await newAccount(app);
    const start = clock.now();
    const checkedAt: number[] = [];
    let requests = 0;
    while (clock.now() - start < 24 * 3_600_000) {
      const res = await signInFrom(app, randomIp(), { email: account.email, password: `guess-${requests}`, totp: '123456' });
      requests += 1;
      if (res.status === 401) checkedAt.push(clock.now() - start);
      else expect(res.json.msg).toBe(STAFF_SESSION_MESSAGES.slowDown(Math.ceil(res.json.data.retryAfterMs / 1000)));
      clock.advance(res.status === 429 ? res.json.data.retryAfterMs : 1_000);
    }
    const firstHour = checkedAt.filter((t) => t < 3_600_000).length;
    const lastHour = checkedAt.filter((t) => t >= 23 * 3_600_000).length;
    console.log(`[sign-in bound] one account, a new address for every request, always as soon as allowed: ${firstHour} guesses checked in the first hour, ${lastHour} in the 24th, ${checkedAt.length} in 24 h (${requests} requests)`);
    expect(firstHour).toBeLessThanOrEqual(15);
    expect(lastHour).toBeLessThanOrEqual(5);
    expect(checkedAt.length).toBeLessThanOrEqual(110);
  });
});
