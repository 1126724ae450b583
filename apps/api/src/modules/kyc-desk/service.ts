import { KYC_PHOTOS, KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { KycCase, KycDecisionData, KycLookAlike, KycPhoto, KycQueueData, KycQueueItem, KycRejectReason, KycReviewFlag, KycReviewStatus } from '@pocket/contracts/api/staff';
import { kycCalls, staffPathOf } from '@pocket/contracts/staff';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import { maskName, maskNrc, maskPhone } from '../borrowers-desk/plugin';
import type { KycDoor, QueueRow, ReviewCase } from '../kyc/plugin';
import type { Messages } from '../messages/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';

export const KYC_DESK_MESSAGES = {
  noCase: 'This KYC case does not exist',
  decided: (status: string) => `This KYC case is already ${status}`,
  noPhoto: (photo: KycPhoto) => `This KYC case has no ${photo} photo`,
} as const;

const iso = (v: Date | string) => new Date(v).toISOString();
const minutesSince = (from: Date | string, nowMs: number) => Math.max(0, Math.floor((nowMs - new Date(from).getTime()) / 60_000));
const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

/** `2026-11-25T06:00:00.000Z~12`: the last item's opened-at and id (the queue is oldest first). */
const cursorOf = (item: KycQueueItem) => `${item.openedAt}~${item.id}`;
function cursorFrom(cursor: string | undefined): { openedAt: Date; id: number } | null {
  const m = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~(\d{1,16})$/.exec(cursor ?? '');
  return m && !Number.isNaN(Date.parse(m[1]!)) ? { openedAt: new Date(m[1]!), id: Number(m[2]) } : null;
}

/** The fields of the personal step a person may read unmasked: where the borrower lives and works, not who they are. */
const PERSONAL_FIELDS: Record<string, readonly string[]> = {
  base: ['provinceName', 'districtName', 'maritalStatus', 'education'],
  work: ['employmentType', 'employerName', 'monthlyIncome'],
};

export interface KycDeskDeps {
  db: Db;
  kyc: KycDoor;
  audit: StaffAuditDoor;
  messages: Pick<Messages, 'notify'>;
  photos: { read(userId: number, id: string): Promise<{ mime: string; bytes: Buffer }> };
  now: () => number;
}

/** The KYC review desk: the queue of cases the rules sent to a person, one case, its photos, approve and reject. */
export class KycDesk {
  constructor(private readonly deps: KycDeskDeps) {}

  private itemOf(row: QueueRow): KycQueueItem {
    return {
      id: Number(row.id),
      uid: Number(row.user_id),
      phone: maskPhone(row.mobile),
      name: row.full_name ? maskName(row.full_name) : '',
      flags: row.flags as KycReviewFlag[],
      openedAt: iso(row.opened_at),
      ageMinutes: minutesSince(row.opened_at, this.deps.now()),
    };
  }

  async queue(query: { cursor?: string | undefined; limit?: number | undefined }): Promise<KycQueueData> {
    const limit = query.limit ?? 50;
    const rows = await this.deps.kyc.queue(cursorFrom(query.cursor), limit + 1);
    const items = rows.slice(0, limit).map((r) => this.itemOf(r));
    return { items, nextCursor: rows.length > limit ? cursorOf(items[items.length - 1]!) : null };
  }

  private async found(id: number): Promise<ReviewCase> {
    const found = await this.deps.kyc.case(id);
    if (!found || !found.identity) throw notFound(KYC_DESK_MESSAGES.noCase);
    return found;
  }

  async case(id: number): Promise<KycCase> {
    const found = await this.found(id);
    const { review, identity, sections, mobile } = found;
    const lookAlikes = await this.deps.kyc.lookAlikes(review.userId);
    const personal: Record<string, string> = {};
    for (const [section, fields] of Object.entries(PERSONAL_FIELDS)) {
      for (const field of fields) {
        const value = sections[section]?.[field];
        if (typeof value === 'string' && value !== '') personal[field] = value;
      }
    }
    return {
      id: review.id,
      uid: review.userId,
      status: review.status as KycReviewStatus,
      flags: review.flags as KycReviewFlag[],
      openedAt: review.openedAt.toISOString(),
      ageMinutes: minutesSince(review.openedAt, review.decidedAt?.getTime() ?? this.deps.now()),
      decidedAt: review.decidedAt?.toISOString() ?? null,
      reasonCode: (review.reasonCode as KycRejectReason | null) ?? null,
      identity: {
        phone: maskPhone(mobile),
        name: maskName(identity!.fullName),
        nrc: maskNrc(identity!.nrcNumber),
        dateOfBirth: `${identity!.dateOfBirth.slice(0, 4)}-**-**`,
        gender: identity!.gender,
      },
      personal,
      photos: this.photoIds(found).map(([photo]) => ({ photo, url: staffPathOf(kycCalls.photo, { id: review.id, photo }) })),
      lookAlikes: lookAlikes.map(
        (l): KycLookAlike => ({
          uid: Number(l.user_id),
          phone: maskPhone(l.mobile),
          name: l.full_name ? maskName(l.full_name) : null,
          matches: l.matches as KycLookAlike['matches'],
          reviewStatus: (l.review_status as KycReviewStatus | null) ?? null,
          createdAt: iso(l.created_at),
        }),
      ),
    };
  }

  private photoIds({ identity, sections }: ReviewCase): Array<[KycPhoto, string]> {
    const ids: Record<KycPhoto, unknown> = { nrcFront: identity?.nrcFrontUploadId, nrcBack: identity?.nrcBackUploadId, face: sections.face?.faceImageId };
    return KYC_PHOTOS.flatMap((photo) => (typeof ids[photo] === 'string' ? [[photo, ids[photo]] as [KycPhoto, string]] : []));
  }

  /** One photo of the case, re-encoded by the uploads module; each view is an audit row. */
  async photo(actor: StaffActor, id: number, photo: KycPhoto, origin: AuditOrigin): Promise<{ mime: string; bytes: Buffer }> {
    const found = await this.found(id);
    const uploadId = this.photoIds(found).find(([p]) => p === photo)?.[1];
    if (!uploadId) throw notFound(KYC_DESK_MESSAGES.noPhoto(photo));
    const file = await this.deps.photos.read(found.review.userId, uploadId);
    await this.deps.audit.record(this.deps.db, { actor: auditActor(actor), origin, action: 'kyc.photo', entity: 'borrower', entityId: found.review.userId, after: { reviewId: id, photo } });
    return file;
  }

  /**
   * Approves or rejects a pending case: the decision, its audit row (before and after) and the borrower's SMS in one
   * transaction. Of two people deciding at once, one wins and the other is told it is already decided (409).
   */
  async decide(actor: StaffActor, id: number, decision: { approved: boolean; reasonCode: KycRejectReason | null; note: string | null }, origin: AuditOrigin): Promise<KycDecisionData> {
    const status: 'approved' | 'rejected' = decision.approved ? 'approved' : 'rejected';
    const decided = await this.deps.db.transaction(async (tx) => {
      const changed = await this.deps.kyc.decide(tx, id, { status, reasonCode: decision.reasonCode, decidedBy: actor.id, at: new Date(this.deps.now()) });
      if (!changed) return null;
      const reason = decision.reasonCode ? KYC_REJECT_REASONS[decision.reasonCode].label : null;
      await this.deps.audit.record(tx, {
        actor: auditActor(actor),
        origin,
        action: decision.approved ? 'kyc.approve' : 'kyc.reject',
        entity: 'borrower',
        entityId: changed.userId,
        before: { reviewId: id, status: 'pending', flags: changed.flags },
        after: { reviewId: id, status, reasonCode: decision.reasonCode },
        reason: [reason, decision.note].filter(Boolean).join(': ') || null,
      });
      await this.deps.messages.notify(tx, { event: 'kyc.decided', userId: changed.userId, reviewId: id, approved: decision.approved, reasonCode: decision.reasonCode });
      return { id, uid: changed.userId, status };
    });
    if (decided) return decided;
    // Read after the transaction: PGlite has one connection, which the transaction holds.
    const existing = await this.deps.kyc.case(id);
    if (!existing) throw notFound(KYC_DESK_MESSAGES.noCase);
    throw conflict(KYC_DESK_MESSAGES.decided(existing.review.status));
  }
}
