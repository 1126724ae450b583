import { STAFF_CREDENTIAL_MESSAGES, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import type { ChangePasswordBody, ChangePasswordData } from '@pocket/contracts/api/staff';

import { badRequest, forbidden, notFound, tooMany } from '../../plugins/errors';
import type { AuditOrigin } from '../staff-audit/plugin';
import { AttemptGate } from './attempt-gate';
import { passwordStrengthProblem } from './password-strength';
import * as repo from './repo';
import { hashPassword, passwordMatches } from './secrets';
import type { StaffActor, StaffServiceDeps } from './service';
import { clearsOnSuccess, signInScopes } from './sign-in-limits';

const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

/**
 * A staff member's own password change (docs/backoffice.md). It ends the account's other sessions and is one audit
 * row, written in the same transaction; no password or hash ever goes into the audit. Resets are not here: they are a
 * `staff.reset` request two admins make, whose effect is a new enrolment link (enrolment.ts).
 */
export class StaffCredentials {
  private readonly gate: AttemptGate;

  constructor(private readonly deps: StaffServiceDeps) {
    this.gate = new AttemptGate(deps.kv);
  }

  /**
   * Current password + a new one that passes the strength rule (password-strength.ts); a wrong current password counts
   * as a wrong sign-in, reserved before it is checked like one.
   */
  async change(actor: StaffActor, body: ChangePasswordBody, origin: AuditOrigin & { ip: string }, knownDevice: string | null): Promise<ChangePasswordData> {
    const row = await repo.findStaffById(this.deps.db, actor.id);
    if (!row?.passwordHash) throw notFound('This staff member does not exist');
    const problem = passwordStrengthProblem(body.newPassword, row);
    if (problem) throw badRequest(problem);
    if (body.newPassword === body.currentPassword) throw badRequest(STAFF_CREDENTIAL_MESSAGES.same);
    const reserved = await this.gate.reserve(signInScopes(actor.email, origin.ip, knownDevice));
    if (!reserved.ok) throw tooMany(STAFF_SESSION_MESSAGES.slowDown(Math.ceil(reserved.waitMs / 1000)), { retryAfterMs: reserved.waitMs });
    if (!(await passwordMatches(row.passwordHash, body.currentPassword))) {
      await reserved.reservation.failed();
      await this.deps.audit.record(this.deps.db, { actor: auditActor(actor), origin, action: 'staff.password.change.failed', entity: 'staff', entityId: actor.id, reason: 'wrong current password' });
      throw forbidden(STAFF_CREDENTIAL_MESSAGES.currentWrong);
    }
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await this.deps.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, actor.id, passwordHash);
      const n = await repo.revokeOtherSessions(tx, actor.id, actor.sessionId, new Date(this.deps.now()));
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'staff.password.change', entity: 'staff', entityId: actor.id, after: { otherSessionsEnded: n } });
      return n;
    });
    await reserved.reservation.succeeded(clearsOnSuccess);
    return { changed: true, otherSessionsEnded: ended };
  }
}
