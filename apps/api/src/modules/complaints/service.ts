import { COMPLAINT_CATEGORIES, COMPLAINT_TARGET_HOURS } from '@pocket/contracts/api/complaints';
import type { ComplaintBody, ComplaintView } from '@pocket/contracts/api/complaints';
import type { ComplaintQueueQuery, StaffComplaint } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, tooMany } from '../../plugins/errors';
import type { Messages } from '../messages/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import * as repo from './repo';
import type { ComplaintRow } from './schema';

const HOUR_MS = 60 * 60 * 1000;
/** Complaints one borrower may file in 24 hours (each is read by a person). */
export const DAILY_COMPLAINTS = 5;
export const TOO_MANY_COMPLAINTS = `You have sent ${DAILY_COMPLAINTS} complaints in the last 24 hours. We will answer each of them; please wait for our answers before writing again.`;
export const NOT_YOUR_LOAN = 'orderId: this loan is not one of yours';
export const ALREADY_ANSWERED = 'This complaint was already answered';

export const referenceOf = (id: number) => `CMP-${String(id).padStart(6, '0')}`;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

const viewOf = (row: ComplaintRow): ComplaintView => ({
  reference: referenceOf(row.id),
  category: row.category,
  text: row.text,
  orderId: row.orderId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  answerBy: row.answerBy.toISOString(),
  answer: row.answer,
  answeredAt: iso(row.answeredAt),
});

export interface ComplaintsDeps {
  db: Db;
  now: () => number;
  audit: StaffAuditDoor;
  messages: Pick<Messages, 'notify'>;
  /** Lending's answer: is this loan the borrower's own? */
  ownsOrder(userId: number, orderId: number): Promise<boolean>;
}

/** Complaints: filed by borrowers, answered by the desk's support role (docs/complaints.md). */
export class Complaints {
  constructor(private readonly deps: ComplaintsDeps) {}

  async file(userId: number, body: ComplaintBody, requestKey: string | null): Promise<ComplaintView> {
    const { db, now } = this.deps;
    if (requestKey) {
      const earlier = await repo.byRequestKey(db, userId, requestKey);
      if (earlier) return viewOf(earlier);
    }
    const orderId = body.orderId ?? null;
    if (orderId !== null && !(await this.deps.ownsOrder(userId, orderId))) throw badRequest(NOT_YOUR_LOAN);
    const at = new Date(now());
    if ((await repo.filedSince(db, userId, new Date(at.getTime() - 24 * HOUR_MS))) >= DAILY_COMPLAINTS) throw tooMany(TOO_MANY_COMPLAINTS);
    const row = await repo.insertComplaint(db, { userId, category: body.category, text: body.text, orderId, requestKey, createdAt: at, answerBy: new Date(at.getTime() + COMPLAINT_TARGET_HOURS * HOUR_MS) });
    // Two taps at once: the second insert found the first one's key.
    return viewOf(row ?? (await repo.byRequestKey(db, userId, requestKey!))!);
  }

  async mine(userId: number): Promise<ComplaintView[]> {
    return (await repo.complaintsOf(this.deps.db, userId)).map(viewOf);
  }

  private staffView(row: ComplaintRow): StaffComplaint {
    return {
      ...viewOf(row),
      id: row.id,
      uid: row.userId,
      categoryText: COMPLAINT_CATEGORIES[row.category],
      late: row.status === 'OPEN' && row.answerBy.getTime() < this.deps.now(),
      answeredBy: row.answeredByEmail,
    };
  }

  async queue(query: ComplaintQueueQuery): Promise<{ items: StaffComplaint[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const after = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : null;
    const rows = await repo.queue(this.deps.db, query.status ?? 'OPEN', after, limit + 1);
    const items = rows.slice(0, limit).map((row) => this.staffView(row));
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
  }

  async one(id: number): Promise<StaffComplaint> {
    const row = await repo.complaintById(this.deps.db, id);
    if (!row) throw notFound('This complaint does not exist');
    return this.staffView(row);
  }

  /** The answer, its audit row and the SMS that tells the borrower, in one transaction; a second answer is refused. */
  async answer(actor: StaffActor, id: number, answer: string, origin: AuditOrigin): Promise<StaffComplaint> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await repo.complaintById(tx, id, true);
      if (!before) throw notFound('This complaint does not exist');
      if (before.status === 'ANSWERED') throw conflict(ALREADY_ANSWERED);
      const after = await repo.markAnswered(tx, id, { answer, answeredBy: actor.id, answeredByEmail: actor.email, answeredAt: new Date(this.deps.now()) });
      await this.deps.audit.record(tx, {
        actor: { id: actor.id, email: actor.email, roles: actor.roles },
        origin,
        action: 'complaint.answer',
        entity: 'complaint',
        entityId: id,
        before: { status: before.status },
        after: { status: after.status, answer },
      });
      await this.deps.messages.notify(tx, { event: 'complaint.answered', userId: after.userId, complaintId: id });
      return after;
    });
    return this.staffView(row);
  }
}
