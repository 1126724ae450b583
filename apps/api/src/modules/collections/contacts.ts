import { sql } from 'drizzle-orm';

import { CONDUCT_RULES, type ConductRule, type ContactBody, type OutcomeBody, refusalOf } from '@pocket/contracts/api/staff';
import { addDays, daysBetween, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors';
import { loanDelinquency } from '../lending/plugin';
import type { Messages } from '../messages/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { CONDUCT, type ConductSettings, conductRefusal } from './conduct';
import { daysPastDueOf } from './lateness';
import * as repo from './repo';
import type { CaseRow, ContactRow } from './schema';

/** A contact a conduct rule forbids: 403 with the rule's name and text (logged before the answer). */
const contactRefused = (rule: ConductRule) => forbidden(refusalOf(rule), { rule, name: CONDUCT_RULES[rule].name });

export const NOT_ASSIGNED = 'This case is assigned to another agent';
export const CASE_NOT_FOUND = 'This case does not exist';
export const CONTACT_NOT_FOUND = 'This contact does not exist';
export const OUTCOME_TWICE = 'This call already has an outcome';
export const PROMISE_NEEDED = 'promise: a promise to pay needs its amount and date';
export const NO_OPEN_PROMISE = 'template: "promise-reminder" needs an open promise to pay on this case';

export interface ContactDeps {
  db: Db;
  now: () => number;
  conduct?: ConductSettings;
  audit: StaffAuditDoor;
  messages: Pick<Messages, 'notify'>;
}

/** Why the borrower cannot be contacted at all now (for the desk), or null. */
export async function blockedNow(tx: Tx, c: CaseRow, at: Date, conduct: ConductSettings = CONDUCT): Promise<{ rule: ConductRule | null; today: number; week: number }> {
  const today = lusakaDate(at);
  const counts = await repo.contactCounts(tx, c.userId, addDays(today, -6), today);
  const rule = conductRefusal(
    { at, channel: 'SMS', to: 'BORROWER', template: 'late-reminder', message: null, caseOpen: c.status === 'OPEN', disputed: c.disputedAt !== null, openComplaint: await repo.hasOpenComplaint(tx, c.userId), stopCalls: c.stopCalls, ...counts },
    conduct,
  );
  return { rule, ...counts };
}

/**
 * Contacts under the conduct rules (decision 0058): every attempt, by any agent on any channel, is judged by the server
 * under the borrower's lock (so concurrent attempts never pass a cap), and logged, refused ones with their rule.
 */
export class CaseContacts {
  constructor(private readonly deps: ContactDeps) {}

  /** Only the case's agent (or an admin, the lead) works it. */
  static mayWork(actor: StaffActor, c: CaseRow) {
    if (c.agentId !== actor.id && !actor.roles.includes('admin')) throw conflict(NOT_ASSIGNED);
  }

  async contact(actor: StaffActor, caseId: number, body: ContactBody, origin: AuditOrigin): Promise<{ contact: ContactRow; phone: string | null }> {
    const { db, now } = this.deps;
    const at = new Date(now());
    const today = lusakaDate(at);
    const outcome = await db.transaction(async (tx): Promise<{ refused: ConductRule } | { contact: ContactRow; phone: string | null }> => {
      const found = await repo.caseById(tx, caseId);
      if (!found) throw notFound(CASE_NOT_FOUND);
      CaseContacts.mayWork(actor, found);
      // One borrower's contacts are judged one at a time, whoever makes them (the caps are the borrower's).
      await tx.execute(sql`select pg_advisory_xact_lock(${repo.CONTACT_LOCK_KEY}, ${found.userId}::int)`);
      const c = (await repo.caseById(tx, caseId))!;
      const counts = await repo.contactCounts(tx, c.userId, addDays(today, -6), today);
      const rule = conductRefusal(
        {
          at, channel: body.channel, to: body.to ?? 'BORROWER', template: body.template ?? null, message: body.message ?? null,
          caseOpen: c.status === 'OPEN', disputed: c.disputedAt !== null, openComplaint: await repo.hasOpenComplaint(tx, c.userId), stopCalls: c.stopCalls, ...counts,
        },
        this.deps.conduct ?? CONDUCT,
      );
      const base = { caseId: c.id, userId: c.userId, staffId: actor.id, staffEmail: actor.email, channel: body.channel, template: body.template ?? null, day: today, at };
      if (rule) {
        const refused = await repo.insertContact(tx, { ...base, refusedRule: rule, refusedText: refusalOf(rule) });
        await this.deps.audit.record(tx, { actor, origin, action: 'collections.contact.refused', entity: 'collection_case', entityId: c.id, after: { contactId: refused.id, channel: body.channel, rule } });
        return { refused: rule };
      }
      if (body.channel === 'SMS') {
        const loan = await loanDelinquency(tx, c.orderId, today);
        const promise = await repo.openPromiseOf(tx, c.orderId);
        if (body.template === 'promise-reminder' && !promise) throw badRequest(NO_OPEN_PROMISE);
        const sent = await repo.insertContact(tx, { ...base, outcome: 'SENT' });
        const late = body.template === 'promise-reminder' ? { amount: promise!.amount, date: promise!.payBy } : { amount: loan?.overdue ?? 0, date: loan?.oldestDue ?? today };
        await this.deps.messages.notify(tx, { event: 'collections.message', userId: c.userId, orderId: c.orderId, contactId: sent.id, template: body.template!, ...late, daysLate: loan?.daysPastDue ?? daysPastDueOf(c, today) });
        await this.deps.audit.record(tx, { actor, origin, action: 'collections.contact', entity: 'collection_case', entityId: c.id, after: { contactId: sent.id, channel: 'SMS', template: body.template } });
        return { contact: sent, phone: null };
      }
      // A call: the borrower's phone is revealed to the agent for this call (audited); the outcome follows.
      const call = await repo.insertContact(tx, base);
      const phone = await repo.mobileOf(tx, c.userId);
      await this.deps.audit.record(tx, { actor, origin, action: 'collections.contact', entity: 'collection_case', entityId: c.id, after: { contactId: call.id, channel: 'CALL', revealed: 'phone' } });
      return { contact: call, phone };
    });
    // The refusal is committed (logged) before it is answered.
    if ('refused' in outcome) throw contactRefused(outcome.refused);
    return outcome;
  }

  /** A call's outcome; a promise to pay is recorded with it, a dispute stops contact, "stop calls" stops calls. */
  async outcome(actor: StaffActor, contactId: number, body: OutcomeBody, origin: AuditOrigin): Promise<ContactRow> {
    if (body.outcome === 'PROMISE_TO_PAY' && !body.promise) throw badRequest(PROMISE_NEEDED);
    const at = new Date(this.deps.now());
    const today = lusakaDate(at);
    return this.deps.db.transaction(async (tx) => {
      const contact = await repo.contactById(tx, contactId, true);
      if (!contact || contact.channel !== 'CALL' || contact.refusedRule !== null) throw notFound(CONTACT_NOT_FOUND);
      if (contact.outcome !== null) throw conflict(OUTCOME_TWICE);
      const c = (await repo.caseById(tx, contact.caseId, true))!;
      CaseContacts.mayWork(actor, c);
      if (body.outcome === 'PROMISE_TO_PAY') {
        const { amount, payBy } = body.promise!;
        await makePromise(tx, { orderId: c.orderId, userId: c.userId, caseId: c.id, amount, payBy, madeBy: actor.email, requestKey: null }, today);
      }
      if (body.outcome === 'DISPUTE') await repo.updateCase(tx, c.id, { disputedAt: at, updatedAt: at });
      if (body.outcome === 'STOP_CALLS') await repo.updateCase(tx, c.id, { stopCalls: true, updatedAt: at });
      const row = await repo.setOutcome(tx, contactId, body.outcome);
      await this.deps.audit.record(tx, { actor, origin, action: 'collections.contact.outcome', entity: 'collection_case', entityId: c.id, after: { contactId, outcome: body.outcome, promise: body.promise ?? null } });
      return row;
    });
  }
}

export const PROMISE_MESSAGES = {
  notAhead: 'Please choose today or a later date',
  tooFar: (max: number) => `Please choose a date at most ${max} days from today`,
  oneOpen: 'You already promised to pay on this loan. Pay that first, or wait until its date.',
  aboveOwed: 'The amount is more than your loan owes',
  notLate: 'This loan has nothing to pay now',
} as const;

/** Records a promise to pay (at most 14 days ahead, one open per loan, no more than is owed). */
export async function makePromise(
  tx: Tx,
  p: { orderId: number; userId: number; caseId: number | null; amount: number; payBy: string; madeBy: string; requestKey: string | null },
  today: string,
  maxDays = 14,
) {
  const ahead = daysBetween(today, p.payBy);
  if (ahead < 0) throw badRequest(PROMISE_MESSAGES.notAhead);
  if (ahead > maxDays) throw badRequest(PROMISE_MESSAGES.tooFar(maxDays));
  const loan = await loanDelinquency(tx, p.orderId, today);
  if (!loan || loan.outstanding === 0 || loan.writtenOff) throw conflict(PROMISE_MESSAGES.notLate);
  if (p.amount > loan.outstanding) throw badRequest(PROMISE_MESSAGES.aboveOwed);
  const caseId = p.caseId ?? (await repo.openCaseOf(tx, p.orderId))?.id ?? null;
  const made = await repo.insertPromise(tx, { ...p, caseId, paidBefore: loan.paid, status: 'OPEN' });
  if (!made) throw conflict(PROMISE_MESSAGES.oneOpen);
  return made;
}
