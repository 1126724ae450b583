import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { ENROLMENT_MESSAGES, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { call, createTestApp, testClock, testDb } from '../../../test/harness';
import { enrol, enrolmentToken, randomIp, signInSandbox, strongPassword } from '../../../test/staff-sessions';
import { selectRows } from '../../db/rows';
import { auditRows } from '../staff-audit/test-support';
import { TOTP_STEP_MS, totpNow } from './secrets';
import { deviceCookieOf, eventsOf } from './sign-in-attacks.support';

vi.setConfig({ testTimeout: 180_000 });

const uniqueEmail = () => `new-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9)}@pocket.test`;

describe('new staff enrol themselves through a one-time link (issue 42, defect 7)', () => {
  it('the admin adds e-mail and name and sees no password, secret or link; the newcomer sets their own password and TOTP', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const admin = await signInSandbox(app, 'admin');
    const email = uniqueEmail();
    const created = await admin.call('POST', '/api/staff/staff', { email, name: 'Nkandu Banda' }, { 'x-request-id': 'enrol-create-01' });
    expect(created.status, created.body).toBe(200);
    expect(Object.keys(created.json.data).sort()).toEqual(['email', 'enrolmentExpiresAt', 'id']);
    expect(Date.parse(created.json.data.enrolmentExpiresAt) - clock.now()).toBe(72 * 3600_000);
    // Before enrolment no password exists: nothing signs in.
    const none = await call(app, 'POST', '/api/staff/session', { email, password: 'anything-at-all-1', totp: '000000' }, {}, { remoteAddress: randomIp() });
    expect(none.status).toBe(401);
    expect((await eventsOf({ subject: email })).map((e) => e.detail)).toEqual(['not enrolled']);
    // The link went to the newcomer's e-mail (the sandbox outbox), not to the admin; the audit holds no token.
    const token = await enrolmentToken(app, email);
    expect(created.body).not.toContain(token);
    const [audit] = await auditRows<{ after: unknown }>(await testDb(), { requestId: 'enrol-create-01' }, ['after']);
    expect(JSON.stringify(audit)).not.toContain(token);
    const start = await call(app, 'POST', '/api/staff/enrolment/start', { token });
    expect(start.status, start.body).toBe(200);
    expect(start.json.data).toMatchObject({ email, name: 'Nkandu Banda', totpSecret: expect.stringMatching(/^[A-Z2-7]{16,}$/) });
    // The same secret on every open until the enrolment is finished.
    expect((await call(app, 'POST', '/api/staff/enrolment/start', { token })).json.data.totpSecret).toBe(start.json.data.totpSecret);
    const finish = (password: string, totp: string) => call(app, 'POST', '/api/staff/enrolment/finish', { token, password, totp }, {}, { remoteAddress: randomIp() });
    const code = totpNow(start.json.data.totpSecret, clock.now());
    const weak = await finish('123456123456', code);
    expect([weak.status, weak.json.msg]).toEqual([400, 'password: The new password is too easy to guess: it repeats a pattern such as "123123". Use three or four unrelated words, or a longer phrase']);
    const wrongCode = await finish(strongPassword(), String((Number(code) + 1) % 1e6).padStart(6, '0'));
    expect([wrongCode.status, wrongCode.json.msg]).toEqual([400, `totp: ${ENROLMENT_MESSAGES.codeWrong}`]);
    const password = strongPassword();
    const done = await finish(password, code);
    expect(done.status, done.body).toBe(200);
    expect(done.json.data.staff).toMatchObject({ email, roles: [] });
    expect(deviceCookieOf(done)).toMatch(/^pocket_staff_device=/);
    const again = await finish(strongPassword(), code);
    expect([again.status, again.json.msg]).toEqual([410, ENROLMENT_MESSAGES.invalid]);
    expect((await call(app, 'POST', '/api/staff/enrolment/start', { token })).status).toBe(410);
    clock.advance(TOTP_STEP_MS);
    const signedIn = await call(app, 'POST', '/api/staff/session', { email, password, totp: totpNow(start.json.data.totpSecret, clock.now()) }, {}, { remoteAddress: randomIp() });
    expect(signedIn.status, signedIn.body).toBe(200);
    const listed = (await admin.call('GET', '/api/staff/staff?limit=100')).json.data.items as Array<{ email: string; enrolled: boolean }>;
    expect(listed.find((a) => a.email === email)?.enrolled).toBe(true);
  });

  it('a link works once even when finished five times at once, and not after 72 hours', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const admin = await signInSandbox(app, 'admin');
    const [one, two] = [uniqueEmail(), uniqueEmail()];
    for (const email of [one, two]) expect((await admin.call('POST', '/api/staff/staff', { email, name: 'Link Test' })).status).toBe(200);
    const token = await enrolmentToken(app, one);
    const secret = (await call(app, 'POST', '/api/staff/enrolment/start', { token })).json.data.totpSecret as string;
    const code = totpNow(secret, clock.now());
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(app, 'POST', '/api/staff/enrolment/finish', { token, password: strongPassword(), totp: code }, {}, { remoteAddress: randomIp() })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410, 410, 410]);
    clock.advance(72 * 3600_000 + 1000);
    const late = await call(app, 'POST', '/api/staff/enrolment/start', { token: await enrolmentToken(app, two) });
    expect([late.status, late.json.msg]).toEqual([410, ENROLMENT_MESSAGES.invalid]);
  });

  it('no temporary password remains: no staff answer carries a password, and an account without enrolment has none (defect 14)', async () => {
    const app = await createTestApp();
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, Record<string, { responses?: unknown }>> };
    const carrying: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/staff/')) continue;
      for (const [method, op] of Object.entries(methods)) {
        const answer = JSON.stringify(op.responses ?? {});
        if (/"(temporaryPassword|password|passwordHash)"/.test(answer)) carrying.push(`${method} ${path}`);
        if (/"totpSecret"/.test(answer) && path !== '/api/staff/enrolment/start') carrying.push(`${method} ${path}`);
      }
    }
    expect(carrying).toEqual([]);
    const [pending] = await selectRows<{ n: number }>(await testDb(), sql`select count(*)::int as n from staff_members where password_hash is not null and id in (select staff_id from staff_enrolments where ended_at is null)`);
    expect(pending!.n).toBe(0);
    expect(STAFF_SESSION_MESSAGES.wrong).toBeTruthy();
  });

  it('a member enrols through a test helper the same way (sanity of the helper every desk test uses)', async () => {
    const app = await createTestApp();
    const admin = await signInSandbox(app, 'admin');
    const email = uniqueEmail();
    expect((await admin.call('POST', '/api/staff/staff', { email, name: 'Helper Test' })).status).toBe(200);
    const enrolled = await enrol(app, email);
    expect((await enrolled.session.call('GET', '/api/staff/session')).json.data.staff.email).toBe(email);
  });
});
