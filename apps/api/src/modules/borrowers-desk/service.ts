import { BLOCKED_MESSAGE, PHOTO_SIDES, REVEAL_MESSAGES } from '@pocket/contracts/api/staff';
import type { BorrowerListItem, PhotoSide, BorrowerPage, BorrowerSearchQuery, RevealField } from '@pocket/contracts/api/staff';
import { borrowerCalls, REVEAL_ROLES, staffPathOf } from '@pocket/contracts/staff';

import type { Db, Tx } from '../../db/client';
import { forbidden, notFound } from '../../plugins/errors';
import type { AuthDoor } from '../auth/plugin';
import { decisionsOfBorrower, type DecisionRow } from '../credit-policy/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { maskName, maskNrc, maskPhone, phoneQuery } from './mask';
import * as repo from './repo';
import type { BorrowerHit, BorrowerMatch } from './repo';
import type { RevealLimits } from './reveal-limits';

/** Who may reveal what (the route itself is open to support and risk). */

const NRC = /^\d{6}\/\d{2}\/\d$/;
const iso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).toISOString());
const local = (mobile: string) => (mobile.startsWith('+260') ? `0${mobile.slice(4)}` : mobile);
const kycStatus = (done: number | string) => (Number(done) === 5 ? 'complete' : Number(done) === 0 ? 'none' : 'incomplete');

/** What a search text means: a phone, an order id or uid, an NRC, or the start of a name. */
export function matchOf(q: string): BorrowerMatch {
  const phone = phoneQuery(q);
  if (phone) return { phone };
  const text = q.trim().replace(/^#/, '');
  if (/^\d{1,8}$/.test(text)) return { number: Number(text) };
  if (NRC.test(text)) return { nrc: text };
  return { name: text };
}

const itemOf = (row: BorrowerHit): BorrowerListItem => ({
  uid: Number(row.id),
  phone: maskPhone(row.mobile),
  name: row.full_name ? maskName(row.full_name) : null,
  kycStatus: kycStatus(row.kyc_done),
  blocked: row.blocked === true,
  createdAt: iso(row.created_at)!,
});

const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

export interface DeskDeps {
  db: Db;
  audit: StaffAuditDoor;
  now: () => number;
  /** The auth module's door: ends every trusted device of a phone, and counts those resets. */
  devices: AuthDoor;
  /** The uploads module's door: a borrower's re-encoded image. */
  photos: { read(userId: number, id: string): Promise<{ mime: string; bytes: Buffer }> };
  /** The hourly cap, the bulk alert and the photos' reveal-first rule (reveal-limits.ts). */
  reveals: RevealLimits;
}

/** The borrowers desk: search, the borrower's page (masked), audited reveal, block / unblock, reset trusted devices. */
/** A recorded credit decision as the borrower page lists it: what was decided, by which version, and why. */
function decisionView(d: DecisionRow) {
  return {
    at: d.createdAt.toISOString(),
    policyVersion: d.policyVersion,
    outcome: d.outcome,
    amount: d.amount,
    orderId: d.orderId,
    score: d.score,
    limit: d.limitMakeUp.limit,
    why: d.reasons.filter((r) => r.result !== 'passed').map((r) => `${r.code}: ${r.note}`).join('; ') || 'every check passed',
  };
}

export class BorrowersDesk {
  constructor(private readonly deps: DeskDeps) {}

  async search(query: BorrowerSearchQuery): Promise<{ items: BorrowerListItem[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const before = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : null;
    const rows = await repo.searchBorrowers(this.deps.db, matchOf(query.q), before, limit + 1);
    const items = rows.slice(0, limit).map(itemOf);
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.uid) : null };
  }

  private async borrower(tx: Tx, uid: number) {
    const row = await repo.findBorrower(tx, uid);
    if (!row) throw notFound('This borrower does not exist');
    return row;
  }

  async page(uid: number): Promise<BorrowerPage> {
    const db = this.deps.db;
    const row = await this.borrower(db, uid);
    const [sections, loans, payments, vip, stageOrders, signIns, staffActions, deviceResets, decisions] = await Promise.all([
      repo.kycSectionsOf(db, uid),
      repo.loansOf(db, uid),
      repo.paymentsOf(db, uid),
      repo.vipOf(db, uid),
      repo.stageOrdersOf(db, uid),
      repo.signInsOf(db, uid),
      this.deps.audit.about('borrower', uid, 50),
      this.deps.devices.deviceResets(row.mobile),
      decisionsOfBorrower(db, uid, 20),
    ]);
    return {
      profile: {
        uid,
        phone: maskPhone(row.mobile),
        name: row.full_name ? maskName(row.full_name) : null,
        nrc: row.nrc_number ? maskNrc(row.nrc_number) : null,
        blocked: row.blocked === true,
        blockedReason: row.blocked ? row.reason : null,
        registerChannel: row.register_channel,
        deviceBrand: row.device_brand,
        deviceResets,
        createdAt: iso(row.created_at)!,
      },
      kyc: { status: kycStatus(row.kyc_done), sections: [...(row.full_name ? ['identity'] : []), ...sections.map((s) => s.section)] },
      loans,
      payments,
      vip,
      stageOrders,
      signIns,
      staffActions: staffActions.map((a) => ({ id: a.id, at: a.at, actorEmail: a.actorEmail, action: a.action, reason: a.reason })),
      creditDecisions: decisions.map(decisionView),
    };
  }

  /**
   * The clear value of one field, with the reason written to the audit in the same transaction; within the member's
   * hourly cap (taken first, given back when nothing was revealed). Revealing `photos` opens them for 30 minutes.
   */
  async reveal(actor: StaffActor, uid: number, field: RevealField, reason: string, origin: AuditOrigin): Promise<{ field: RevealField; value: string | null }> {
    if (!REVEAL_ROLES[field].some((r) => actor.roles.includes(r))) throw forbidden(`Your role may not reveal the ${field}`);
    const giveBack = await this.deps.reveals.take(actor, origin.ip ?? '');
    try {
      const revealed = await this.revealed(actor, uid, field, reason, origin);
      if (field === 'photos' && revealed.value !== null) await this.deps.reveals.photosRevealed(actor.id, uid);
      return revealed;
    } catch (err) {
      await giveBack();
      throw err;
    }
  }

  private async revealed(actor: StaffActor, uid: number, field: RevealField, reason: string, origin: AuditOrigin): Promise<{ field: RevealField; value: string | null }> {
    return this.deps.db.transaction(async (tx) => {
      const row = await this.borrower(tx, uid);
      const value =
        field === 'phone' ? local(row.mobile)
        : field === 'name' ? row.full_name
        : field === 'nrc' ? row.nrc_number
        : row.nrc_front_upload_id ? JSON.stringify(PHOTO_SIDES.map((side) => staffPathOf(borrowerCalls.photo, { uid, side })))
        : null;
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'borrower.reveal', entity: 'borrower', entityId: uid, after: { field }, reason });
      return { field, value };
    });
  }

  /** One ID photo (risk), only after this member revealed `photos` with a reason (30 minutes); each view is an audit row. */
  async photo(actor: StaffActor, uid: number, side: PhotoSide, origin: AuditOrigin): Promise<{ mime: string; bytes: Buffer }> {
    if (!(await this.deps.reveals.mayViewPhotos(actor.id, uid))) throw forbidden(REVEAL_MESSAGES.photosFirst);
    const row = await this.borrower(this.deps.db, uid);
    const id = side === 'nrcFront' ? row.nrc_front_upload_id : row.nrc_back_upload_id;
    if (!id) throw notFound('This borrower has no ID photos');
    const file = await this.deps.photos.read(uid, id);
    await this.deps.audit.record(this.deps.db, { actor: auditActor(actor), origin, action: 'borrower.photo', entity: 'borrower', entityId: uid, after: { side } });
    return file;
  }

  async setBlocked(actor: StaffActor, uid: number, blocked: boolean, reason: string, origin: AuditOrigin): Promise<{ uid: number; blocked: boolean }> {
    await this.deps.db.transaction(async (tx) => {
      await this.borrower(tx, uid);
      const before = await repo.holdOf(tx, uid);
      await repo.setHold(tx, { userId: uid, blocked, reason, changedBy: actor.id, changedAt: new Date(this.deps.now()) });
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: blocked ? 'borrower.block' : 'borrower.unblock', entity: 'borrower', entityId: uid, before: { blocked: before?.blocked === true }, after: { blocked }, reason });
    });
    return { uid, blocked };
  }

  async resetDevices(actor: StaffActor, uid: number, reason: string, origin: AuditOrigin): Promise<{ uid: number; devices: 0 }> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.borrower(tx, uid);
      await this.deps.devices.resetTrustedDevices(row.mobile);
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'borrower.reset-devices', entity: 'borrower', entityId: uid, after: { devices: 0 }, reason });
    });
    return { uid, devices: 0 };
  }

  /** The lending check: the refusal a blocked borrower sees, or null. */
  async borrowRefusal(tx: Tx, uid: number): Promise<string | null> {
    return (await repo.isBlocked(tx, uid)) ? BLOCKED_MESSAGE : null;
  }
}
