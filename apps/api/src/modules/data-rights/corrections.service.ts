import { APPLICABLE_CORRECTION_FIELDS, CORRECTION_FIELDS } from '@pocket/contracts/api/data-rights';
import type { ApplicableCorrectionField, CorrectionBody, CorrectionView } from '@pocket/contracts/api/data-rights';
import { CORRECTION_EVIDENCE } from '@pocket/contracts/api/staff';
import type { CorrectionCorrectBody, CorrectionQueueQuery, CorrectionReplyBody, StaffCorrection } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../plugins/errors';
import type { Messages } from '../messages/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import * as repo from './corrections.repo';
import type { CorrectionRow } from './schema';

const HOUR_MS = 60 * 60 * 1000;
/** Requests one borrower may send in 24 hours (each is read by a person). */
export const DAILY_CORRECTIONS = 5;
export const TOO_MANY_CORRECTIONS = `You have sent ${DAILY_CORRECTIONS} correction requests in the last 24 hours. We will answer each of them; please wait for our answers before writing again.`;
export const ALREADY_ANSWERED = 'This request was already answered';
export const NOT_APPLICABLE = 'value: this field cannot be changed from the desk; answer the borrower with the next step instead';
export const NO_IDENTITY = 'value: this borrower has not saved an identity yet; answer without a value';
export const RISK_DECIDES =
  'value: a name, date of birth, gender or NRC number was verified by KYC, so only risk may change it, with evidence. Answer without a value, or leave the request open for risk.';

export const referenceOf = (id: number) => `COR-${String(id).padStart(6, '0')}`;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const applicable = (field: string): field is ApplicableCorrectionField => (APPLICABLE_CORRECTION_FIELDS as readonly string[]).includes(field);

const viewOf = (row: CorrectionRow): CorrectionView => ({
  reference: referenceOf(row.id),
  field: row.field,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  answer: row.answer,
  corrected: row.corrected,
  answeredAt: iso(row.answeredAt),
});

/**
 * KYC's door: writes one identity field and re-opens KYC (the case's id); null when the borrower has no identity.
 * Throws a 400 on a bad or unchanged value, a 409 on an NRC another account holds.
 */
export type CorrectIdentity = (tx: Tx, userId: number, field: ApplicableCorrectionField, value: string, at: Date) => Promise<{ before: string; after: string; reviewId: number } | null>;

export interface CorrectionsDeps {
  db: Db;
  now: () => number;
  audit: StaffAuditDoor;
  messages: Pick<Messages, 'notify'>;
  correctIdentity: CorrectIdentity;
}

/**
 * "Correct my data": filed by borrowers, answered by the desk's support role; a KYC-verified field (identity) is
 * changed only by risk, with evidence, and re-opens KYC (docs/data-rights.md, issue 42).
 */
export class Corrections {
  constructor(private readonly deps: CorrectionsDeps) {}

  async file(userId: number, body: CorrectionBody, requestKey: string | null): Promise<CorrectionView> {
    const { db, now } = this.deps;
    if (requestKey) {
      const earlier = await repo.byRequestKey(db, userId, requestKey);
      if (earlier) return viewOf(earlier);
    }
    const at = new Date(now());
    if ((await repo.filedSince(db, userId, new Date(at.getTime() - 24 * HOUR_MS))) >= DAILY_CORRECTIONS) throw tooMany(TOO_MANY_CORRECTIONS);
    const row = await repo.insertCorrection(db, { userId, field: body.field, text: body.text, requestKey, createdAt: at });
    return viewOf(row ?? (await repo.byRequestKey(db, userId, requestKey!))!);
  }

  async mine(userId: number): Promise<CorrectionView[]> {
    return (await repo.correctionsOf(this.deps.db, userId)).map(viewOf);
  }

  private staffView(row: CorrectionRow): StaffCorrection {
    return { ...viewOf(row), id: row.id, uid: row.userId, fieldText: CORRECTION_FIELDS[row.field], applicable: applicable(row.field), answeredBy: row.answeredByEmail };
  }

  async queue(query: CorrectionQueueQuery): Promise<{ items: StaffCorrection[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const after = query.cursor && /^\d{1,16}$/.test(query.cursor) ? Number(query.cursor) : null;
    const rows = await repo.queue(this.deps.db, query.status ?? 'OPEN', after, limit + 1);
    const items = rows.slice(0, limit).map((row) => this.staffView(row));
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
  }

  async one(id: number): Promise<StaffCorrection> {
    const row = await repo.correctionById(this.deps.db, id);
    if (!row) throw notFound('This request does not exist');
    return this.staffView(row);
  }

  /** Support's answer, its audit row and the SMS, in one transaction; once. It changes nothing in the profile. */
  async answer(actor: StaffActor, id: number, reply: CorrectionReplyBody, origin: AuditOrigin): Promise<StaffCorrection> {
    return this.close(actor, id, reply.answer, origin, async (before) => {
      if (reply.value === undefined) return null;
      throw applicable(before.field) ? forbidden(RISK_DECIDES) : badRequest(NOT_APPLICABLE);
    });
  }

  /**
   * Risk's correction of an identity field: the value (KYC's rules; an NRC held by another account refused), the
   * evidence, the answer; the audit row names the evidence and the KYC case re-opened. Once, in one transaction.
   */
  async correct(actor: StaffActor, id: number, body: CorrectionCorrectBody, origin: AuditOrigin): Promise<StaffCorrection> {
    return this.close(actor, id, body.answer, origin, async (before, tx, at) => {
      if (!applicable(before.field)) throw badRequest(NOT_APPLICABLE);
      const changed = await this.deps.correctIdentity(tx, before.userId, before.field, body.value, at);
      if (!changed) throw badRequest(NO_IDENTITY);
      return {
        reason: body.evidenceNote,
        before: { [before.field]: changed.before },
        after: { [before.field]: changed.after, evidence: { source: CORRECTION_EVIDENCE[body.evidence], note: body.evidenceNote }, kycReopened: changed.reviewId },
      };
    });
  }

  /** Answers a request once: `change` runs first (null: nothing changed); then the answer, the audit row and the SMS. */
  private async close(
    actor: StaffActor,
    id: number,
    answer: string,
    origin: AuditOrigin,
    change: (before: CorrectionRow, tx: Tx, at: Date) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown>; reason?: string } | null>,
  ): Promise<StaffCorrection> {
    const row = await this.deps.db.transaction(async (tx) => {
      const at = new Date(this.deps.now());
      const before = await repo.correctionById(tx, id, true);
      if (!before) throw notFound('This request does not exist');
      if (before.status === 'ANSWERED') throw conflict(ALREADY_ANSWERED);
      const changed = await change(before, tx, at);
      const after = await repo.markAnswered(tx, id, { answer, corrected: changed !== null, answeredBy: actor.id, answeredByEmail: actor.email, answeredAt: at });
      await this.deps.audit.record(tx, {
        actor: { id: actor.id, email: actor.email, roles: actor.roles },
        origin,
        action: changed ? 'data-correction.apply' : 'data-correction.answer',
        entity: 'data-correction',
        entityId: id,
        before: { status: before.status, ...changed?.before },
        after: { status: after.status, answer, ...changed?.after },
        ...(changed?.reason ? { reason: changed.reason } : {}),
      });
      await this.deps.messages.notify(tx, { event: 'correction.answered', userId: after.userId, correctionId: id });
      return after;
    });
    return this.staffView(row);
  }
}
