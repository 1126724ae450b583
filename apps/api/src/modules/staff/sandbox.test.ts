import { describe, expect, it, vi } from 'vitest';

import { STAFF_ROLES } from '@pocket/contracts/api/staff';

import { call, createTestApp, privateTestDb } from '../../../test/harness';
import { cookieOf } from '../../../test/staff-sessions';
import { findStaffByEmail } from './repo';
import { SANDBOX_STAFF } from './sandbox';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

describe('sandbox staff accounts', () => {
  it('one account per role (and a second admin), listed with the next code the server takes, each signs in with it', async () => {
    const app = await createTestApp();
    expect(SANDBOX_STAFF.map((s) => s.email)).toEqual([...STAFF_ROLES.map((r) => `${r}@pocket.test`), 'admin2@pocket.test', 'finance2@pocket.test']);
    const feed = async (email: string) => {
      const listed = await call(app, 'GET', '/api/dev/staff-accounts');
      expect(listed.status).toBe(200);
      return listed.json.data.find((a: { email: string }) => a.email === email) as { password: string; totpSecret: string; code: string; usableInMs: number };
    };
    for (const account of SANDBOX_STAFF) {
      const row = await feed(account.email);
      expect(row).toMatchObject({ password: `pocket-${account.email.split('@')[0]}-sandbox`, totpSecret: account.totpSecret });
      expect(row.code).toMatch(/^\d{6}$/);
      // The feed's code signs in (on PostgreSQL another test file may take it first: then the feed's next one).
      let status = 0;
      for (let attempt = 0; attempt < 4 && status !== 200; attempt += 1) {
        const next = await feed(account.email);
        if (next.usableInMs > 0) await new Promise((resolve) => setTimeout(resolve, next.usableInMs + 50));
        const { code } = next.usableInMs > 0 ? await feed(account.email) : next;
        const signedIn = await call(app, 'POST', '/api/staff/session', { email: account.email, password: account.password, totp: code });
        status = signedIn.status;
        if (status === 200) expect((await call(app, 'GET', '/api/staff/session', undefined, { cookie: cookieOf(signedIn) })).json.data.staff.roles).toEqual(account.roles);
      }
      expect(status).toBe(200);
    }
    const page = await call(app, 'GET', '/dev/phone');
    expect(page.body).toContain('/api/dev/staff-accounts');
  }, 240_000);

  it('a second database of the same process is seeded with the password hashes made for the first (argon2id once per process)', async () => {
    const [first, second] = [await privateTestDb(), await privateTestDb()];
    await createTestApp({}, { db: first });
    await createTestApp({}, { db: second });
    for (const account of SANDBOX_STAFF) {
      const [a, b] = [await findStaffByEmail(first, account.email), await findStaffByEmail(second, account.email)];
      expect(a?.passwordHash, account.email).toMatch(/^\$argon2id\$/);
      expect(b?.passwordHash, account.email).toBe(a?.passwordHash);
    }
  });

  it('no sandbox accounts and no listing outside the sandbox', async () => {
    const app = await createTestApp({ sandbox: false });
    expect((await call(app, 'GET', '/api/dev/staff-accounts')).status).toBe(404);
  });
});
