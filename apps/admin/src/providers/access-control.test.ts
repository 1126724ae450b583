import { afterEach, describe, expect, it } from 'vitest';

import { STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { StaffRole } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { staffMember } from '../test/fixtures';
import { accessControlProvider } from './access-control';

afterEach(() => sessionStore.clear());

const can = async (roles: StaffRole[], resource: string, action: string) => {
  sessionStore.set(staffMember(roles), 't');
  return (await accessControlProvider.can({ resource, action })).can;
};

describe('the access-control provider (the staff API’s role table; the server is the guard)', () => {
  it.each([
    ['staff', ['admin']],
    ['audit', ['admin']],
    ['products', ['admin']],
    ['banners', ['marketing']],
    ['notices', ['marketing']],
    ['store-page', ['marketing']],
    ['vip-cards', ['admin']],
    ['coupon-packs', ['marketing']],
    ['wheel', ['marketing']],
    ['channels', ['marketing']],
    ['borrowers', ['support', 'risk', 'finance']],
    ['kyc', ['risk']],
    ['reconciliation', ['finance']],
    ['approvals', [...STAFF_ROLES]],
  ] as const)('opens %s to exactly %j', async (resource, allowed) => {
    for (const role of STAFF_ROLES) expect(await can([role], resource, 'list'), `${role} on ${resource}`).toBe((allowed as readonly string[]).includes(role));
  });

  it('lets support reveal a phone and a name, and only risk an NRC or the photos', async () => {
    expect(await can(['support'], 'borrowers', 'reveal.phone')).toBe(true);
    expect(await can(['support'], 'borrowers', 'reveal.name')).toBe(true);
    expect(await can(['support'], 'borrowers', 'reveal.nrc')).toBe(false);
    expect(await can(['support'], 'borrowers', 'reveal.photos')).toBe(false);
    expect(await can(['risk'], 'borrowers', 'reveal.nrc')).toBe(true);
    expect(await can(['finance'], 'borrowers', 'reveal.phone')).toBe(false);
  });

  it('lets only risk block, and support or risk reset devices', async () => {
    expect(await can(['risk'], 'borrowers', 'block')).toBe(true);
    expect(await can(['support'], 'borrowers', 'block')).toBe(false);
    expect(await can(['support'], 'borrowers', 'reset-devices')).toBe(true);
    expect(await can(['finance'], 'borrowers', 'reset-devices')).toBe(false);
  });

  it('denies by default: an unknown desk or action, and anyone signed out', async () => {
    expect(await can(['admin'], 'payments', 'list')).toBe(false);
    expect(await can(['admin'], 'staff', 'drop-table')).toBe(false);
    sessionStore.clear();
    expect((await accessControlProvider.can({ resource: 'approvals', action: 'list' })).can).toBe(false);
  });

  it('adds up the roles of a staff member who holds several', async () => {
    expect(await can(['marketing', 'support'], 'borrowers', 'list')).toBe(true);
    expect(await can(['marketing', 'support'], 'staff', 'list')).toBe(false);
  });
});
