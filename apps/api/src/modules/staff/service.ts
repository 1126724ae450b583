import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import type { CreateStaffBody, CreateStaffData, PageQuery, StaffAccount, StaffMember, StaffRole, StaffSignInBody } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { conflict, forbidden, notFound, tooMany, unauthorized } from '../../plugins/errors';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import * as repo from './repo';
import type { StaffRow } from './schema';
import { csrfTokenOf, decoyHash, hashPassword, newSessionToken, newTotpSecret, otpauthUrl, passwordMatches, sha256, temporaryPassword, nextUsableCode, totpStepOf } from './secrets';
import { SignInSlowDown } from './slow-down';

/** The signed-in staff member of a request. */
export interface StaffActor extends StaffMember {
  sessionId: number;
  csrfToken: string;
}

export const memberOf = (row: StaffRow): StaffMember => ({ id: row.id, email: row.email, name: row.name, roles: row.roles });
const accountOf = (row: StaffRow): StaffAccount => ({ ...memberOf(row), disabled: row.disabledAt !== null, createdAt: row.createdAt.toISOString() });
const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

export interface StaffServiceDeps {
  db: Db;
  kv: KvStore;
  audit: StaffAuditDoor;
  now: () => number;
}

/** Staff accounts and their sessions (docs/backoffice.md). */
export class StaffService {
  private readonly slowDown: SignInSlowDown;

  constructor(private readonly deps: StaffServiceDeps) {
    this.slowDown = new SignInSlowDown(deps.kv);
  }

  private get db() {
    return this.deps.db;
  }

  /** E-mail, password (argon2id) and TOTP; a wrong one slows the account and the IP down. Answers the cookie's token. */
  async signIn(body: StaffSignInBody, origin: AuditOrigin & { ip: string }): Promise<{ token: string; member: StaffMember; csrfToken: string }> {
    const email = body.email.trim().toLowerCase();
    const waitMs = await this.slowDown.waitMs(email, origin.ip);
    if (waitMs > 0) {
      await this.deps.audit.record(this.db, { actor: { id: null, email, roles: [] }, origin, action: 'staff.sign-in.failed', entity: 'staff', reason: 'slowed down' });
      throw tooMany(STAFF_SESSION_MESSAGES.slowDown(Math.ceil(waitMs / 1000)), { retryAfterMs: waitMs });
    }
    const row = await repo.findStaffByEmail(this.db, email);
    const passwordOk = row ? await passwordMatches(row.passwordHash, body.password) : (await passwordMatches(await decoyHash(), body.password)) && false;
    const now = this.deps.now();
    const step = row ? totpStepOf(row.totpSecret, body.totp, now) : null;
    const checked = row !== null && row.disabledAt === null && passwordOk && step !== null;
    const token = newSessionToken();
    // The code's step is claimed in the same transaction as the session: a code signs in once (no replay).
    const signedIn =
      checked &&
      (await this.db.transaction(async (tx) => {
        if (!(await repo.claimTotpStep(tx, row.id, step))) return false;
        await repo.insertSession(tx, { staffId: row.id, tokenHash: sha256(token), expiresAt: new Date(now + STAFF_SESSION_ABSOLUTE_MS), lastSeenAt: new Date(now), ip: origin.ip });
        await this.deps.audit.record(tx, { actor: { id: row.id, email: row.email, roles: row.roles }, origin, action: 'staff.sign-in', entity: 'staff', entityId: row.id });
        return true;
      }));
    if (!signedIn) {
      await this.slowDown.failed(email, origin.ip);
      const reason = !row ? 'unknown e-mail' : row.disabledAt ? 'disabled' : !passwordOk ? 'wrong password' : step === null ? 'wrong code' : 'code already used';
      await this.deps.audit.record(this.db, { actor: { id: row?.id ?? null, email, roles: [] }, origin, action: 'staff.sign-in.failed', entity: 'staff', entityId: row?.id ?? null, reason });
      throw unauthorized(STAFF_SESSION_MESSAGES.wrong);
    }
    await this.slowDown.succeeded(email);
    return { token, member: memberOf(row!), csrfToken: csrfTokenOf(token) };
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

  /** A new account without roles: its temporary password and TOTP secret are answered once and stored only hashed/sealed. */
  async create(actor: StaffActor, body: CreateStaffBody, origin: AuditOrigin): Promise<CreateStaffData> {
    const email = body.email.trim().toLowerCase();
    if (await repo.findStaffByEmail(this.db, email)) throw conflict('A staff member with this e-mail exists');
    const password = temporaryPassword();
    const totpSecret = newTotpSecret();
    const passwordHash = await hashPassword(password);
    const row = await this.db.transaction(async (tx) => {
      const created = await repo.insertStaff(tx, { email, name: body.name, passwordHash, totpSecret });
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'staff.create', entity: 'staff', entityId: created.id, after: accountOf(created) });
      return created;
    });
    return { id: row.id, email, temporaryPassword: password, totpSecret, otpauthUrl: otpauthUrl(email, totpSecret) };
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

  /** Creates an account with roles unless the e-mail exists (sandbox accounts, the first admin). */
  async ensure(account: { email: string; name: string; password: string; totpSecret: string; roles: StaffRole[] }): Promise<boolean> {
    const email = account.email.toLowerCase();
    if (await repo.findStaffByEmail(this.db, email)) return false;
    return repo.insertStaffIfAbsent(this.db, { email, name: account.name, passwordHash: await hashPassword(account.password), totpSecret: account.totpSecret, roles: account.roles });
  }
}
