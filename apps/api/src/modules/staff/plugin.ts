import fp from 'fastify-plugin';

import type { StaffRole } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { StaffCredentials } from './credentials';
import { credentialRoutes } from './credentials-routes';
import { StaffEnrolment } from './enrolment';
import { enrolmentRoutes } from './enrolment-routes';
import { staffGuard } from './guard';
import { STAFF_PERMISSIONS } from './permissions';
import { staffRoutes } from './routes';
import { sandboxStaff } from './sandbox';
import { StaffService } from './service';
import { StaffSignIn } from './sign-in';
import { outboxStaffMail } from './staff-mail';

export type { StaffActor } from './service';
export { originOf } from './routes';
// The repo's one password hashing (argon2id) and the growing wait reserved before a secret is checked, for other
// secrets (the USSD PIN).
export { hashPassword, passwordMatches } from './secrets';
export { AttemptGate, MAX_WAIT_MS, waitAfter } from './attempt-gate';
export type { GateScope } from './attempt-gate';
export { staffIdByEmail, staffMemberRows, staffRoles } from './reads';

/** The staff module's door: what approvals and the desks may ask of it. */
export interface StaffDoor {
  /** Adds a role, in the caller's transaction; idempotent. Answers the roles before and after. */
  grantRole(tx: Tx, staffId: number, role: StaffRole): Promise<{ before: StaffRole[]; after: StaffRole[] }>;
  /**
   * The effect of an approved `staff.reset`, in the caller's transaction: credentials cleared, sessions ended, a new
   * enrolment link made; `afterCommit` sends it to the member's e-mail.
   */
  resetToEnrolment(tx: Tx, staffId: number): Promise<{ before: unknown; after: unknown; afterCommit: () => Promise<void> }>;
  /** Throws (503) when no e-mail delivery can carry an enrolment link (a reset is refused when asked). */
  assertEnrolmentDeliverable(): void;
  exists(tx: Tx, staffId: number): Promise<boolean>;
  /** Every /api/staff route, `METHOD /path` (the permission test walks them). */
  routes: readonly string[];
  /** The /api/staff routes registered without their contract (the pairing test wants none). */
  handWrittenRoutes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffDoor;
  }
}

/**
 * Staff sign-in, enrolment, sessions, the permission guard of every /api/staff route and staff accounts. Registered
 * before every other staff module (its guard must see their routes); uses the staff audit's and the security events'
 * doors.
 */
export const staff = fp(
  async (app) => {
    const config = app.appConfig;
    const deps = { db: app.db, kv: app.kv, audit: app.staffAudit, now: config.wallNow };
    const pepper = config.otpPepper;
    const enrolment = new StaffEnrolment({ ...deps, mail: config.sandbox ? outboxStaffMail(app.db) : null, publicUrl: config.publicUrl });
    const service = new StaffService(deps, enrolment);
    const routes: string[] = [];
    const handWritten: string[] = [];
    await app.register(staffGuard, { service, permissions: STAFF_PERMISSIONS, routes, handWritten });
    await app.register(staffRoutes, { service, signIn: new StaffSignIn({ ...deps, events: app.securityEvents }), pepper });
    await app.register(credentialRoutes, { credentials: new StaffCredentials(deps), pepper });
    await app.register(enrolmentRoutes, { enrolment, pepper });
    if (config.sandbox) await app.register(sandboxStaff, { service, db: app.db, print: config.env !== 'test' });
    app.decorate('staff', {
      grantRole: (tx, staffId, role) => service.grantRole(tx, staffId, role),
      resetToEnrolment: (tx, staffId) => service.resetToEnrolment(tx, staffId),
      assertEnrolmentDeliverable: () => void enrolment.assertDeliverable(),
      exists: (tx, staffId) => service.exists(tx, staffId),
      routes,
      handWrittenRoutes: handWritten,
    } satisfies StaffDoor);
  },
  { name: 'staff', dependencies: ['context', 'staff-audit', 'security-events'] },
);
