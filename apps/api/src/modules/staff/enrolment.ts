import { randomBytes } from 'node:crypto';

import { ENROLMENT_MESSAGES, ENROLMENT_TTL_MS, STAFF_SESSION_ABSOLUTE_MS } from '@pocket/contracts/api/staff';
import type { EnrolmentFinishBody, EnrolmentStartData, StaffMember } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { AppError, badRequest } from '../../plugins/errors';
import type { AuditOrigin } from '../staff-audit/plugin';
import * as enrol from './enrolment.repo';
import { passwordStrengthProblem } from './password-strength';
import * as repo from './repo';
import { csrfTokenOf, hashPassword, newSessionToken, newTotpSecret, otpauthUrl, sha256, totpStepOf } from './secrets';
import { memberOf } from './service';
import type { StaffServiceDeps } from './service';
import type { StaffMail } from './staff-mail';
import { enrolmentMail } from './staff-mail';

export interface EnrolmentDeps extends StaffServiceDeps {
  /** Null outside the sandbox until an e-mail delivery is configured (staff-mail.ts). */
  mail: StaffMail | null;
  publicUrl: string;
}

const gone = () => new AppError(410, ENROLMENT_MESSAGES.invalid);

/**
 * Enrolment (issue 42, defect 7): a member sets their own password and TOTP through a one-time link sent to their
 * e-mail. The link carries 256 random bits in its #fragment (never sent in a request line, never logged); only the
 * SHA-256 is stored; it lives 72 h, works once, and a newer link ends the older. No admin sees the link, the password
 * or the secret.
 */
export class StaffEnrolment {
  constructor(private readonly deps: EnrolmentDeps) {}

  /** Refuses before anything is written when no e-mail can carry the link (outside the sandbox, none configured). */
  assertDeliverable(): StaffMail {
    if (!this.deps.mail) throw new AppError(503, ENROLMENT_MESSAGES.noMail);
    return this.deps.mail;
  }

  /** Makes the member's new link in `tx` (ending older ones); answers its expiry and the sending, to run after commit. */
  async issue(tx: Tx, member: { id: number; email: string; name: string }, reason: 'new' | 'reset'): Promise<{ expiresAt: Date; send: () => Promise<void> }> {
    const mail = this.assertDeliverable();
    const { link, expiresAt } = await this.newLink(tx, member.id, reason);
    return { expiresAt, send: () => mail.send(enrolmentMail(member.email, member.name, link, reason)) };
  }

  /** The link itself, for whoever delivers it: the mail above, or the first-admin command to the operator who runs it. */
  async newLink(tx: Tx, staffId: number, reason: 'new' | 'reset'): Promise<{ link: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.now();
    const expiresAt = new Date(now + ENROLMENT_TTL_MS);
    await enrol.replaceEnrolment(tx, { staffId, tokenHash: sha256(token), reason, expiresAt, now: new Date(now) });
    return { link: `${this.deps.publicUrl}/admin/enrol#token=${token}`, expiresAt };
  }

  /** Who the link is for, and the TOTP secret to add (the same on every open until the enrolment is finished). */
  async start(token: string): Promise<EnrolmentStartData> {
    const open = await enrol.openEnrolment(this.deps.db, sha256(token), new Date(this.deps.now()));
    if (!open) throw gone();
    const secret = (await enrol.offerTotpSecret(this.deps.db, open.enrolment.id, newTotpSecret())) ?? '';
    return { email: open.staff.email, name: open.staff.name, totpSecret: secret, otpauthUrl: otpauthUrl(open.staff.email, secret), expiresAt: open.enrolment.expiresAt.toISOString() };
  }

  /**
   * Sets the member's password (the strength rule) and TOTP secret (proved by a current code, whose step is then
   * used), uses the link up, and signs the member in: one transaction with the audit row `staff.enrol`.
   */
  async finish(body: EnrolmentFinishBody, origin: AuditOrigin & { ip: string }): Promise<{ token: string; member: StaffMember; csrfToken: string }> {
    const now = this.deps.now();
    const open = await enrol.openEnrolment(this.deps.db, sha256(body.token), new Date(now));
    if (!open) throw gone();
    const secret = open.enrolment.pendingTotpSecret;
    if (!secret) throw badRequest('Open your enrolment link again: it shows the secret to add to your authenticator app first');
    const problem = passwordStrengthProblem(body.password, open.staff);
    if (problem) throw badRequest(`password: ${problem}`);
    const step = totpStepOf(secret, body.totp, now);
    if (step === null) throw badRequest(`totp: ${ENROLMENT_MESSAGES.codeWrong}`);
    const passwordHash = await hashPassword(body.password);
    const token = newSessionToken();
    const member = await this.deps.db.transaction(async (tx) => {
      if (!(await enrol.useEnrolment(tx, open.enrolment.id, new Date(now)))) throw gone();
      await enrol.setCredentials(tx, open.staff.id, { passwordHash, totpSecret: secret, totpStep: step });
      await repo.revokeSessionsOf(tx, open.staff.id, new Date(now));
      await repo.insertSession(tx, { staffId: open.staff.id, tokenHash: sha256(token), expiresAt: new Date(now + STAFF_SESSION_ABSOLUTE_MS), lastSeenAt: new Date(now), ip: origin.ip });
      const row = open.staff;
      await this.deps.audit.record(tx, { actor: { id: row.id, email: row.email, roles: row.roles }, origin, action: 'staff.enrol', entity: 'staff', entityId: row.id, after: { link: open.enrolment.reason } });
      return memberOf(row);
    });
    return { token, member, csrfToken: csrfTokenOf(token) };
  }
}
