import fp from 'fastify-plugin';

import type { StaffRole } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { StaffCredentials } from './credentials';
import { credentialRoutes } from './credentials-routes';
import { staffGuard } from './guard';
import { STAFF_PERMISSIONS } from './permissions';
import { staffRoutes } from './routes';
import { sandboxStaff } from './sandbox';
import { StaffService } from './service';

export type { StaffActor } from './service';
export { originOf } from './routes';
// The repo's one password hashing (argon2id) and growing wait after wrong tries, for other secrets (the USSD PIN).
export { hashPassword, passwordMatches } from './secrets';
export { MAX_WAIT_MS, waitAfter } from './slow-down';

/** The staff module's door: what approvals and the desks may ask of it. */
export interface StaffDoor {
  /** Adds a role, in the caller's transaction; idempotent. Answers the roles before and after. */
  grantRole(tx: Tx, staffId: number, role: StaffRole): Promise<{ before: StaffRole[]; after: StaffRole[] }>;
  exists(tx: Tx, staffId: number): Promise<boolean>;
  /** Every /api/staff route, `METHOD /path` (the permission test walks them). */
  routes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffDoor;
  }
}

/**
 * Staff sign-in, sessions, the permission guard of every /api/staff route and staff accounts. Registered before every
 * other staff module (its guard must see their routes); uses the staff audit's door.
 */
export const staff = fp(
  async (app) => {
    const config = app.appConfig;
    const deps = { db: app.db, kv: app.kv, audit: app.staffAudit, now: config.now };
    const service = new StaffService(deps);
    const routes: string[] = [];
    await app.register(staffGuard, { service, permissions: STAFF_PERMISSIONS, routes });
    await app.register(staffRoutes, { service });
    await app.register(credentialRoutes, { credentials: new StaffCredentials(deps) });
    if (config.sandbox) await app.register(sandboxStaff, { service, print: config.env !== 'test' });
    app.decorate('staff', {
      grantRole: (tx, staffId, role) => service.grantRole(tx, staffId, role),
      exists: (tx, staffId) => service.exists(tx, staffId),
      routes,
    } satisfies StaffDoor);
  },
  { name: 'staff', dependencies: ['context', 'staff-audit'] },
);
