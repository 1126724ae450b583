import { describe, expect, it } from 'vitest';

import { STAFF_ROLES } from '@pocket/contracts/api/staff';

import { call, createTestApp } from '../../../test/harness';
import { SANDBOX_STAFF } from './sandbox';
import { totpNow } from './secrets';
import { staffSignIn } from './test-support';

describe('sandbox staff accounts', () => {
  it('one account per role (and a second admin), listed with a current code, each signs in with it', async () => {
    const app = await createTestApp();
    expect(SANDBOX_STAFF.map((s) => s.email)).toEqual([...STAFF_ROLES.map((r) => `${r}@pocket.test`), 'admin2@pocket.test', 'finance2@pocket.test']);
    const listed = await call(app, 'GET', '/api/dev/staff-accounts');
    expect(listed.status).toBe(200);
    for (const account of SANDBOX_STAFF) {
      const row = listed.json.data.find((a: { email: string }) => a.email === account.email);
      expect(row).toMatchObject({ password: `pocket-${account.email.split('@')[0]}-sandbox`, totpSecret: account.totpSecret });
      expect(row.code).toBe(totpNow(account.totpSecret, Date.now()));
      const session = await staffSignIn(app, account);
      expect((await session.call('GET', '/api/staff/session')).json.data.staff.roles).toEqual(account.roles);
    }
    const page = await call(app, 'GET', '/dev/phone');
    expect(page.body).toContain('/api/dev/staff-accounts');
  });

  it('no sandbox accounts and no listing outside the sandbox', async () => {
    const app = await createTestApp({ sandbox: false });
    expect((await call(app, 'GET', '/api/dev/staff-accounts')).status).toBe(404);
  });
});
