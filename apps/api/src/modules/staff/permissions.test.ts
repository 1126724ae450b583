import { describe, expect, it, vi } from 'vitest';

import { STAFF_ROLES, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import type { StaffRole } from '@pocket/contracts/api/staff';
import { STAFF_CALLS, staffCallKey } from '@pocket/contracts/staff';

import { call, createTestApp, loginAs } from '../../../test/harness';
import { registeredRoutes } from '../../../test/routes';
import { enrol, signInSandbox } from '../../../test/staff-sessions';
import { allows, permissionKey } from './permissions';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

const REFUSALS: string[] = [STAFF_SESSION_MESSAGES.signedOut, STAFF_SESSION_MESSAGES.forbidden, STAFF_SESSION_MESSAGES.expired, STAFF_SESSION_MESSAGES.csrf];
const concrete = (path: string) => path.replace(/:[a-z]+/gi, '999999999');

describe('the staff calls (contracts) and the routes', () => {
  it('pair one to one: every /api/staff route has a contract and every contract a route (deny by default: no contract, 403)', async () => {
    const app = await createTestApp();
    const routes = registeredRoutes(app)
      .filter(([method, path]) => path.startsWith('/api/staff/') && method !== 'HEAD')
      .map(([method, path]) => permissionKey(method, path));
    const contracts = STAFF_CALLS.map(({ call }) => staffCallKey(call));
    expect(new Set(contracts).size).toBe(contracts.length);
    expect(new Set(routes)).toEqual(new Set(contracts));
    expect(new Set(app.staff.routes)).toEqual(new Set(routes));
    expect(allows(undefined, true, [...STAFF_ROLES])).toBe(false);
  });

  it('every staff route is registered from its contract (staffRoute), none by hand', async () => {
    const app = await createTestApp();
    expect(app.staff.handWrittenRoutes).toEqual([]);
    expect(app.staff.routes.length).toBe(STAFF_CALLS.length);
  });

  it('every staff call x every role, no role, a borrower token and no session: 0 leaks (the roles read from the contracts)', async () => {
    const app = await createTestApp();
    const borrower = await loginAs(app);
    const admin = await signInSandbox(app, 'admin');
    const created = await admin.call('POST', '/api/staff/staff', { email: `noroles-${Date.now()}@pocket.test`, name: 'No Roles' });
    const noRoles = (await enrol(app, created.json.data.email as string)).session;
    // Sign-out last: it ends the session the rest of the routes use.
    const entries = STAFF_CALLS.map(({ call }) => [staffCallKey(call), call.roles] as const).sort(([a], [b]) => Number(a === 'DELETE /api/staff/session') - Number(b === 'DELETE /api/staff/session'));

    const callers: Array<{ name: string; roles: StaffRole[] | null; call: (method: string, url: string) => Promise<{ status: number; json: { msg: string } }> }> = [
      { name: 'no session', roles: null, call: (method, url) => call(app, method as 'GET', url, method === 'GET' ? undefined : {}) },
      { name: 'borrower token', roles: null, call: (method, url) => borrower.call(method as 'GET', url, method === 'GET' ? undefined : {}) },
      { name: 'staff without roles', roles: [], call: (method, url) => noRoles.call(method as 'GET', url, method === 'GET' ? undefined : {}) },
    ];
    for (const role of STAFF_ROLES) {
      const session = await signInSandbox(app, role);
      callers.push({ name: role, roles: [role], call: (method, url) => session.call(method as 'GET', url, method === 'GET' ? undefined : {}) });
    }

    const leaks: string[] = [];
    let checks = 0;
    for (const caller of callers) {
      for (const [key, permission] of entries) {
        const [method, path] = key.split(' ') as [string, string];
        const res = await caller.call(method, concrete(path));
        const expected = allows(permission, caller.roles !== null, caller.roles ?? []);
        const refused = (res.status === 401 || res.status === 403) && REFUSALS.includes(res.json.msg);
        checks += 1;
        if (expected === refused) leaks.push(`${caller.name} ${key}: ${res.status} ${res.json.msg} (expected ${expected ? 'through' : 'refused'})`);
      }
    }
    expect(leaks).toEqual([]);
    expect(checks).toBe(callers.length * entries.length);
    // Seven sandbox sign-ins: on PostgreSQL other test files use the same accounts, and a code signs in once.
  }, 180_000);

  it('a staff cookie opens no borrower route: every other GET /api route answers the same with it as without it', async () => {
    const app = await createTestApp();
    const staff = await signInSandbox(app, 'admin');
    const routes = registeredRoutes(app).filter(([method, path]) => method === 'GET' && path.startsWith('/api/') && !path.startsWith('/api/staff/') && !path.startsWith('/api/dev/'));
    expect(routes.length).toBeGreaterThan(20);
    const differences: string[] = [];
    for (const [, path] of routes) {
      const url = concrete(path);
      const without = await call(app, 'GET', url);
      const withCookie = await call(app, 'GET', url, undefined, { cookie: staff.cookie });
      if (without.status !== withCookie.status) differences.push(`${url}: ${without.status} -> ${withCookie.status}`);
    }
    expect(differences).toEqual([]);
  });
});
