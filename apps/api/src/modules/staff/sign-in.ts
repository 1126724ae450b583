import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import type { StaffMember, StaffSignInBody } from '@pocket/contracts/api/staff';

import { tooMany, unauthorized } from '../../plugins/errors';
import type { SecurityEventsDoor } from '../security-events/plugin';
import type { AuditOrigin } from '../staff-audit/plugin';
import { AttemptGate } from './attempt-gate';
import * as repo from './repo';
import { csrfTokenOf, decoyHash, newSessionToken, passwordMatches, sha256, totpStepOf } from './secrets';
import { memberOf } from './service';
import type { StaffServiceDeps } from './service';
import { clearsOnSuccess, refusedWhileWaiting, signInScopes, slowedEvent } from './sign-in-limits';

export interface SignInDeps extends StaffServiceDeps {
  events: SecurityEventsDoor;
}

/**
 * Staff sign-in (docs/backoffice.md): e-mail, password (argon2id) and TOTP. Each attempt is reserved on its counts
 * before anything is checked (sign-in-limits.ts, attempt-gate.ts); a refused attempt is a security event, never an
 * audit row (issue 42, defect 4); a right one is the audit row `staff.sign-in`, written with its session.
 */
export class StaffSignIn {
  private readonly gate: AttemptGate;

  constructor(private readonly deps: SignInDeps) {
    this.gate = new AttemptGate(deps.kv);
  }

  async signIn(body: StaffSignInBody, origin: AuditOrigin & { ip: string }, knownDevice: string | null): Promise<{ token: string; member: StaffMember; csrfToken: string }> {
    const email = body.email.trim().toLowerCase();
    const reserved = await this.gate.reserve(signInScopes(email, origin.ip, knownDevice));
    if (!reserved.ok) {
      await this.deps.events.note(refusedWhileWaiting(reserved.scope, email, origin.ip));
      throw tooMany(STAFF_SESSION_MESSAGES.slowDown(Math.ceil(reserved.waitMs / 1000)), { retryAfterMs: reserved.waitMs });
    }
    const row = await repo.findStaffByEmail(this.deps.db, email);
    const hash = row?.passwordHash ?? null;
    const passwordOk = hash ? await passwordMatches(hash, body.password) : (await passwordMatches(await decoyHash(), body.password)) && false;
    const now = this.deps.now();
    const step = row?.totpSecret ? totpStepOf(row.totpSecret, body.totp, now) : null;
    const checked = row !== null && row.disabledAt === null && passwordOk && step !== null;
    const token = newSessionToken();
    // The code's step is claimed in the same transaction as the session: a code signs in once (no replay).
    const signedIn =
      checked &&
      (await this.deps.db.transaction(async (tx) => {
        if (!(await repo.claimTotpStep(tx, row.id, step))) return false;
        await repo.insertSession(tx, { staffId: row.id, tokenHash: sha256(token), expiresAt: new Date(now + STAFF_SESSION_ABSOLUTE_MS), lastSeenAt: new Date(now), ip: origin.ip });
        await this.deps.audit.record(tx, { actor: { id: row.id, email: row.email, roles: row.roles }, origin, action: 'staff.sign-in', entity: 'staff', entityId: row.id });
        return true;
      }));
    if (!signedIn) {
      const waits = await reserved.reservation.failed();
      const reason = !row ? 'unknown e-mail' : row.disabledAt ? 'disabled' : !hash ? 'not enrolled' : !passwordOk ? 'wrong password' : step === null ? 'wrong code' : 'code already used';
      await this.deps.events.note({ kind: 'sign-in.refused', detail: reason, ip: origin.ip, subject: email }, 'exact');
      for (const { scope } of waits) await this.deps.events.note(slowedEvent(scope, email, origin.ip));
      throw unauthorized(STAFF_SESSION_MESSAGES.wrong);
    }
    await reserved.reservation.succeeded(clearsOnSuccess);
    return { token, member: memberOf(row!), csrfToken: csrfTokenOf(token) };
  }
}
