import { type CaseDetail, type CollectionCase, type CollectionQueueQuery, refusalOf } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { loansDelinquency, plansOf } from '../lending/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { CONDUCT, type ConductSettings } from './conduct';
import { blockedNow, CASE_NOT_FOUND, CaseContacts } from './contacts';
import { daysPastDueOf } from './lateness';
import * as repo from './repo';
import type { CaseRow } from './schema';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
export const NOT_AN_AGENT = 'agentId: this staff member does not hold the collections role';
export const NO_DISPUTE = 'This case has no open dispute';
export const referenceOf = (id: number) => `CMP-${String(id).padStart(6, '0')}`;

export interface DeskDeps {
  db: Db;
  now: () => number;
  audit: StaffAuditDoor;
  conduct?: ConductSettings;
}

/** The collections desk's reads and its writes that move no money: the queue, a case, notes, assignment, disputes. */
export class CollectionsDesk {
  constructor(private readonly deps: DeskDeps) {}

  private async views(rows: Array<{ row: CaseRow; promisedFor: string | null }>): Promise<CollectionCase[]> {
    const today = lusakaDate(this.deps.now());
    // What is late now, penalties included, read from the page's loans' bills in one statement: the case keeps what
    // was late before penalties (the queue's order), which a day's penalty does not change.
    const [emails, late] = await Promise.all([
      repo.staffEmails(this.deps.db, [...new Set(rows.map((r) => r.row.agentId).filter((x): x is number => x !== null))]),
      loansDelinquency(this.deps.db, [...new Set(rows.map((r) => r.row.orderId))], today),
    ]);
    return rows.map(({ row, promisedFor }) => ({
      id: row.id, orderId: row.orderId, uid: row.userId, status: row.status, closeReason: row.closeReason ?? null, bucket: row.bucket, daysPastDue: daysPastDueOf(row, today),
      overdue: late.get(row.orderId)?.overdue ?? 0, agentId: row.agentId, agent: row.agentId === null ? null : (emails.get(row.agentId) ?? null), stopCalls: row.stopCalls,
      disputed: row.disputedAt !== null, promisedFor, openedAt: row.openedAt.toISOString(), closedAt: iso(row.closedAt),
    }));
  }

  /** An agent's queue (their own cases); an admin (the lead) may see all or the unassigned. */
  async queue(actor: StaffActor, q: CollectionQueueQuery): Promise<{ items: CollectionCase[]; nextCursor: string | null }> {
    const scope = q.scope ?? 'mine';
    if (scope !== 'mine' && !actor.roles.includes('admin')) throw badRequest('scope: only a lead (admin) sees every case');
    const limit = q.limit ?? 50;
    const offset = q.cursor && /^\d{1,9}$/.test(q.cursor) ? Number(q.cursor) : 0;
    const today = lusakaDate(this.deps.now());
    const rows = await repo.queue(this.deps.db, scope === 'mine' ? { agentId: actor.id } : scope === 'unassigned' ? { unassigned: true } : {}, today, offset, limit + 1);
    const items = await this.views(rows.slice(0, limit));
    return { items, nextCursor: rows.length > limit ? String(offset + limit) : null };
  }

  async detail(actor: StaffActor, id: number): Promise<CaseDetail> {
    const { db } = this.deps;
    const c = await repo.caseById(db, id);
    if (!c) throw notFound(CASE_NOT_FOUND);
    CaseContacts.mayWork(actor, c);
    const promises = await repo.promisesOfOrder(db, c.orderId);
    const open = promises.find((p) => p.status === 'OPEN');
    const [view] = await this.views([{ row: c, promisedFor: open?.payBy ?? null }]);
    const [bills, moves, contacts, notes, hardship, complaints, blocked] = await Promise.all([
      plansOf(db, [c.orderId]),
      repo.movesOf(db, c.id),
      repo.contactsOf(db, [c.id]),
      repo.notesOf(db, c.id),
      repo.hardshipOfOrder(db, c.orderId),
      repo.complaintsOf(db, c.userId),
      blockedNow(db, c, new Date(this.deps.now()), this.deps.conduct ?? CONDUCT),
    ]);
    const conduct = this.deps.conduct ?? CONDUCT;
    return {
      case: view!,
      bills: bills.map((b) => {
        const due = b.principalDue + b.interestDue + b.feeDue + b.penaltyDue;
        const paid = b.principalPaid + b.interestPaid + b.feePaid + b.penaltyPaid;
        const waived = b.principalWaived + b.interestWaived + b.feeWaived + b.penaltyWaived;
        return { planId: b.id, period: b.loanPeriod, dueDate: b.dueDate, status: b.status, due, paid, waived, owed: due - paid - waived };
      }),
      moves: moves.map((m) => ({ from: m.fromBucket, to: m.toBucket, daysPastDue: m.daysPastDue, day: m.day })),
      contacts: contacts.map((x) => ({ id: x.id, channel: x.channel, template: x.template, outcome: x.outcome, by: x.staffEmail, refusedRule: x.refusedRule, refusedText: x.refusedText, at: x.at.toISOString() })),
      notes: notes.map((n) => ({ id: n.id, by: n.staffEmail, text: n.text, at: n.at.toISOString() })),
      promises: promises.map((p) => ({ id: p.id, amount: p.amount, payBy: p.payBy, status: p.status, madeBy: p.madeBy, createdAt: p.createdAt.toISOString() })),
      hardship: hardship.map((h) => ({ id: h.id, reason: h.reason, status: h.status, instalments: h.instalments, createdAt: h.createdAt.toISOString() })),
      complaints: complaints.map((x) => ({ reference: referenceOf(x.id), status: x.status, createdAt: x.createdAt.toISOString() })),
      contactsLeftToday: Math.max(0, conduct.perDay - blocked.today),
      contactsLeftThisWeek: Math.max(0, conduct.perWeek - blocked.week),
      blockedBy: blocked.rule === null ? null : refusalOf(blocked.rule),
    };
  }

  async note(actor: StaffActor, id: number, text: string, origin: AuditOrigin) {
    return this.deps.db.transaction(async (tx) => {
      const c = await repo.caseById(tx, id);
      if (!c) throw notFound(CASE_NOT_FOUND);
      CaseContacts.mayWork(actor, c);
      const n = await repo.insertNote(tx, { caseId: id, staffId: actor.id, staffEmail: actor.email, text, at: new Date(this.deps.now()) });
      await this.deps.audit.record(tx, { actor, origin, action: 'collections.note', entity: 'collection_case', entityId: id, after: { noteId: n.id } });
      return { id: n.id, by: n.staffEmail, text: n.text, at: n.at.toISOString() };
    });
  }

  /** A lead (admin) moves a case to another agent. */
  async assign(actor: StaffActor, id: number, agentId: number, origin: AuditOrigin): Promise<CollectionCase> {
    const row = await this.deps.db.transaction(async (tx) => {
      const c = await repo.caseById(tx, id, true);
      if (!c) throw notFound(CASE_NOT_FOUND);
      if (!(await repo.isCollectionsAgent(tx, agentId))) throw badRequest(NOT_AN_AGENT);
      const after = await repo.updateCase(tx, id, { agentId, updatedAt: new Date(this.deps.now()) });
      await this.deps.audit.record(tx, { actor, origin, action: 'collections.assign', entity: 'collection_case', entityId: id, before: { agentId: c.agentId }, after: { agentId } });
      return after;
    });
    return (await this.views([{ row, promisedFor: null }]))[0]!;
  }

  /** The agent records that the borrower's dispute is resolved (with how): contact may resume. */
  async disputeResolved(actor: StaffActor, id: number, note: string, origin: AuditOrigin): Promise<CollectionCase> {
    const row = await this.deps.db.transaction(async (tx) => {
      const c = await repo.caseById(tx, id, true);
      if (!c) throw notFound(CASE_NOT_FOUND);
      CaseContacts.mayWork(actor, c);
      if (c.disputedAt === null) throw conflict(NO_DISPUTE);
      const at = new Date(this.deps.now());
      const after = await repo.updateCase(tx, id, { disputedAt: null, updatedAt: at });
      await repo.insertNote(tx, { caseId: id, staffId: actor.id, staffEmail: actor.email, text: `Dispute resolved: ${note}`, at });
      await this.deps.audit.record(tx, { actor, origin, action: 'collections.dispute-resolved', entity: 'collection_case', entityId: id, before: { disputed: true }, after: { disputed: false } });
      return after;
    });
    return (await this.views([{ row, promisedFor: null }]))[0]!;
  }
}
