import { STAFF_SESSION_IDLE_MS } from '@pocket/contracts/api/staff';
import type { CreateStaffBody, CreateStaffData, PageQuery, StaffAccount, StaffMember, StaffRole } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import type { StaffEnrolment } from './enrolment';
import { clearCredentials } from './enrolment.repo';
import * as repo from './repo';
import type { StaffRow } from './schema';
import { csrfTokenOf, hashPassword, nextUsableCode, sha256 } from './secrets';

/** The signed-in staff member of a request. */
export interface StaffActor extends StaffMember {
  sessionId: number;
  csrfToken: string;
}

export const memberOf = (row: StaffRow): StaffMember => ({ id: row.id, email: row.email, name: row.name, roles: row.roles });
const accountOf = (row: StaffRow): StaffAccount => ({ ...memberOf(row), disabled: row.disabledAt !== null, enrolled: row.passwordHash !== null, createdAt: row.createdAt.toISOString() });
const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

export interface StaffServiceDeps {
  db: Db;
  kv: KvStore;
  audit: StaffAuditDoor;
  now: () => number;
}

/** Staff accounts and their sessions (docs/backoffice.md). */
export class StaffService {
  constructor(
    private readonly deps: StaffServiceDeps,
    private readonly enrolment: StaffEnrolment,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The staff member of a cookie's token, or null (unknown, revoked, idle 30 min, past 8 h, disabled). Keeps it alive. */
  async actorOf(token: string): Promise<StaffActor | null> {
    const now = new Date(this.deps.now());
    const live = await repo.findLiveSession(this.db, sha256(token), now, STAFF_SESSION_IDLE_MS);
    if (!live) return null;
    await repo.touchSession(this.db, live.sessionId, now);
    return { ...memberOf(live.staff), sessionId: live.sessionId, csrfToken: csrfTokenOf(token) };
  }

  async signOut(actor: StaffActor, origin: AuditOrigin): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.revokeSession(tx, actor.sessionId, new Date(this.deps.now()));
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'staff.sign-out', entity: 'staff', entityId: actor.id });
    });
  }

  async list(query: PageQuery): Promise<{ items: StaffAccount[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const afterId = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : 0;
    const rows = await repo.listStaff(this.db, afterId, limit + 1);
    const items = rows.slice(0, limit).map(accountOf);
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
  }

  /**
   * A new account without roles and without credentials: its enrolment link goes to the e-mail (after the commit), and
   * the member sets their own password and TOTP through it (enrolment.ts). The admin sees neither, nor the link.
   */
  async create(actor: StaffActor, body: CreateStaffBody, origin: AuditOrigin): Promise<CreateStaffData> {
    const email = body.email.trim().toLowerCase();
    this.enrolment.assertDeliverable();
    if (await repo.findStaffByEmail(this.db, email)) throw conflict('A staff member with this e-mail exists');
    const { row, link } = await this.db.transaction(async (tx) => {
      const created = await repo.insertStaff(tx, { email, name: body.name });
      const issued = await this.enrolment.issue(tx, created, 'new');
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'staff.create', entity: 'staff', entityId: created.id, after: { ...accountOf(created), enrolmentExpiresAt: issued.expiresAt.toISOString() } });
      return { row: created, link: issued };
    });
    await link.send();
    return { id: row.id, email, enrolmentExpiresAt: link.expiresAt.toISOString() };
  }

  /**
   * The effect of an approved `staff.reset` (in the approving transaction): the member's password and TOTP secret are
   * cleared, every session ends, and a new enrolment link is made, sent after the commit.
   */
  async resetToEnrolment(tx: Tx, staffId: number): Promise<{ before: unknown; after: unknown; afterCommit: () => Promise<void> }> {
    const row = await repo.findStaffById(tx, staffId, true);
    if (!row) throw notFound('This staff member does not exist');
    if (row.disabledAt) throw conflict('This staff member is disabled');
    await clearCredentials(tx, staffId);
    await repo.revokeSessionsOf(tx, staffId, new Date(this.deps.now()));
    const issued = await this.enrolment.issue(tx, row, 'reset');
    return {
      before: { enrolled: row.passwordHash !== null },
      after: { enrolled: false, sessionsEnded: true, enrolmentExpiresAt: issued.expiresAt.toISOString() },
      afterCommit: issued.send,
    };
  }

  /** Disabled at once: every session of the account ends. Nobody disables themselves. */
  async disable(actor: StaffActor, id: number, reason: string, origin: AuditOrigin): Promise<{ id: number; disabled: true }> {
    if (id === actor.id) throw forbidden('You cannot disable your own account');
    await this.db.transaction(async (tx) => {
      const row = await repo.findStaffById(tx, id, true);
      if (!row) throw notFound('This staff member does not exist');
      const at = new Date(this.deps.now());
      await repo.disableStaff(tx, id, at, reason);
      await repo.revokeSessionsOf(tx, id, at);
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'staff.disable', entity: 'staff', entityId: id, before: accountOf(row), after: { ...accountOf(row), disabled: true }, reason });
    });
    return { id, disabled: true };
  }

  /** Adds a role (the effect of an approved role.grant), idempotent: granting a held role changes nothing. */
  async grantRole(tx: Tx, staffId: number, role: StaffRole): Promise<{ before: StaffRole[]; after: StaffRole[] }> {
    const row = await repo.findStaffById(tx, staffId, true);
    if (!row) throw notFound('This staff member does not exist');
    const after = row.roles.includes(role) ? row.roles : [...row.roles, role];
    if (after !== row.roles) await repo.setRoles(tx, staffId, after);
    return { before: row.roles, after };
  }

  async exists(tx: Tx, staffId: number): Promise<boolean> {
    return (await repo.findStaffById(tx, staffId)) !== null;
  }

  /** The code the server would take next for a sandbox account (its current one unless that was used), and when. */
  async nextCode(email: string, totpSecret: string): Promise<{ code: string; usableInMs: number }> {
    const row = await repo.findStaffByEmail(this.db, email);
    return nextUsableCode(totpSecret, row?.totpLastStep ?? null, this.deps.now());
  }

  /**
   * Creates an account with roles unless the e-mail exists (sandbox accounts, the first admin). `passwordHash` makes the
   * password's hash, asked only when the account is created (the sandbox's accounts reuse one made earlier).
   */
  async ensure(
    account: { email: string; name: string; password: string; totpSecret: string; roles: StaffRole[] },
    passwordHash: () => Promise<string> = () => hashPassword(account.password),
  ): Promise<boolean> {
    const email = account.email.toLowerCase();
    if (await repo.findStaffByEmail(this.db, email)) return false;
    return repo.insertStaffIfAbsent(this.db, { email, name: account.name, passwordHash: await passwordHash(), totpSecret: account.totpSecret, roles: account.roles });
  }
}
