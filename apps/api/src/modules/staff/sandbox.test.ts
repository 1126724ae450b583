import { describe, expect, it } from 'vitest';

import { STAFF_ROLES } from '@pocket/contracts/api/staff';

import { call, createTestApp, testClock } from '../../../test/harness';
import { SANDBOX_STAFF } from './sandbox';
import { TOTP_STEP_MS, totpNow } from './secrets';
import { cookieOf } from './test-support';

describe('sandbox staff accounts', () => {
  it('one account per role (and a second admin), listed with the next code the server takes, each signs in with it', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    expect(SANDBOX_STAFF.map((s) => s.email)).toEqual([...STAFF_ROLES.map((r) => `${r}@pocket.test`), 'admin2@pocket.test']);
    const listed = await call(app, 'GET', '/api/dev/staff-accounts');
    expect(listed.status).toBe(200);
    for (const account of SANDBOX_STAFF) {
      const row = listed.json.data.find((a: { email: string }) => a.email === account.email);
      expect(row).toMatchObject({ password: `pocket-${account.email.split('@')[0]}-sandbox`, totpSecret: account.totpSecret });
      const codes = [totpNow(account.totpSecret, clock.now()), totpNow(account.totpSecret, clock.now() + TOTP_STEP_MS)];
      expect(codes).toContain(row.code);
      expect(row.usableInMs).toBe(0);
      const signedIn = await call(app, 'POST', '/api/staff/session', { email: account.email, password: account.password, totp: row.code });
      expect(signedIn.status, signedIn.body).toBe(200);
      expect((await call(app, 'GET', '/api/staff/session', undefined, { cookie: cookieOf(signedIn) })).json.data.staff.roles).toEqual(account.roles);
    }
    // Once a code has signed in, the feed lists the next step's; once that one is used too, it says how long to wait.
    const support = SANDBOX_STAFF[0]!;
    const feed = async () => (await call(app, 'GET', '/api/dev/staff-accounts')).json.data.find((a: { email: string }) => a.email === support.email);
    const next = await feed();
    expect(next.code).not.toBe(listed.json.data[0].code);
    expect((await call(app, 'POST', '/api/staff/session', { email: support.email, password: support.password, totp: next.code })).status).toBe(200);
    const later = await feed();
    expect(later.usableInMs).toBeGreaterThan(0);
    expect(later.usableInMs).toBeLessThanOrEqual(TOTP_STEP_MS);
    clock.advance(later.usableInMs);
    expect((await feed()).usableInMs).toBe(0);
    expect((await call(app, 'POST', '/api/staff/session', { email: support.email, password: support.password, totp: later.code })).status).toBe(200);
    const page = await call(app, 'GET', '/dev/phone');
    expect(page.body).toContain('/api/dev/staff-accounts');
  }, 120_000);

  it('no sandbox accounts and no listing outside the sandbox', async () => {
    const app = await createTestApp({ sandbox: false });
    expect((await call(app, 'GET', '/api/dev/staff-accounts')).status).toBe(404);
  });
});
