import { STAFF_CREDENTIAL_MESSAGES, STAFF_SESSION_MESSAGES, staffPasswordProblem } from '@pocket/contracts/api/staff';
import type { ChangePasswordBody, ChangePasswordData, ResetPasswordData, ResetTotpData } from '@pocket/contracts/api/staff';

import { badRequest, forbidden, notFound, tooMany } from '../../plugins/errors';
import type { AuditOrigin } from '../staff-audit/plugin';
import * as repo from './repo';
import type { StaffRow } from './schema';
import { hashPassword, newTotpSecret, otpauthUrl, passwordMatches, temporaryPassword } from './secrets';
import type { StaffActor, StaffServiceDeps } from './service';
import { SignInSlowDown } from './slow-down';

const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

/**
 * A staff member's own password change, and an admin's reset of another member's password or TOTP secret
 * (docs/backoffice.md). Every change ends the account's other sessions (a reset: all of them) and is one audit row,
 * written in the same transaction; no password, hash or secret ever goes into the audit.
 */
export class StaffCredentials {
  private readonly slowDown: SignInSlowDown;

  constructor(private readonly deps: StaffServiceDeps) {
    this.slowDown = new SignInSlowDown(deps.kv);
  }

  /** Current password + a new one that passes the strength rule; a wrong current password counts as a wrong sign-in. */
  async change(actor: StaffActor, body: ChangePasswordBody, origin: AuditOrigin & { ip: string }): Promise<ChangePasswordData> {
    const waitMs = await this.slowDown.waitMs(actor.email, origin.ip);
    if (waitMs > 0) throw tooMany(STAFF_SESSION_MESSAGES.slowDown(Math.ceil(waitMs / 1000)), { retryAfterMs: waitMs });
    const row = await repo.findStaffById(this.deps.db, actor.id);
    if (!row) throw notFound('This staff member does not exist');
    if (!(await passwordMatches(row.passwordHash, body.currentPassword))) {
      await this.slowDown.failed(actor.email, origin.ip);
      await this.deps.audit.record(this.deps.db, { actor: auditActor(actor), origin, action: 'staff.password.change.failed', entity: 'staff', entityId: actor.id, reason: 'wrong current password' });
      throw forbidden(STAFF_CREDENTIAL_MESSAGES.currentWrong);
    }
    const problem = staffPasswordProblem(body.newPassword, row.email);
    if (problem) throw badRequest(problem);
    if (body.newPassword === body.currentPassword) throw badRequest(STAFF_CREDENTIAL_MESSAGES.same);
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await this.deps.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, actor.id, passwordHash);
      const n = await repo.revokeOtherSessions(tx, actor.id, actor.sessionId, new Date(this.deps.now()));
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'staff.password.change', entity: 'staff', entityId: actor.id, after: { otherSessionsEnded: n } });
      return n;
    });
    await this.slowDown.succeeded(actor.email);
    return { changed: true, otherSessionsEnded: ended };
  }

  /** A new temporary password for another member, shown once; all their sessions end. */
  async resetPassword(actor: StaffActor, id: number, reason: string, origin: AuditOrigin): Promise<ResetPasswordData> {
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await this.reset(actor, id, reason, origin, 'staff.reset-password', (tx) => repo.setPasswordHash(tx, id, passwordHash));
    return { id, temporaryPassword: password };
  }

  /** A new TOTP secret for another member (a lost phone), shown once; all their sessions end. */
  async resetTotp(actor: StaffActor, id: number, reason: string, origin: AuditOrigin): Promise<ResetTotpData> {
    const secret = newTotpSecret();
    const row = await this.reset(actor, id, reason, origin, 'staff.reset-totp', (tx) => repo.setTotpSecret(tx, id, secret));
    return { id, totpSecret: secret, otpauthUrl: otpauthUrl(row.email, secret) };
  }

  private async reset(actor: StaffActor, id: number, reason: string, origin: AuditOrigin, action: string, change: (tx: Parameters<typeof repo.setPasswordHash>[0]) => Promise<void>): Promise<StaffRow> {
    if (id === actor.id) throw forbidden(STAFF_CREDENTIAL_MESSAGES.self);
    return this.deps.db.transaction(async (tx) => {
      const row = await repo.findStaffById(tx, id, true);
      if (!row) throw notFound('This staff member does not exist');
      await change(tx);
      await repo.revokeSessionsOf(tx, id, new Date(this.deps.now()));
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action, entity: 'staff', entityId: id, after: { sessionsEnded: true }, reason });
      return row;
    });
  }
}
