import { RESEND_MESSAGES, RESENDS_PER_HOUR } from '@pocket/contracts/api/staff';
import type { DeskMessage, ResendData } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { conflict, notFound, tooMany } from '../../plugins/errors';
import type { Messages } from '../messages/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { maskPhone } from './mask';
import * as repo from './repo';

const HOUR_MS = 60 * 60 * 1000;
const local = (mobile: string) => (mobile.startsWith('+260') ? `0${mobile.slice(4)}` : mobile);
const resendOf = (subject: string) => (/^resend:\d+$/.test(subject) ? Number(subject.slice('resend:'.length)) : null);

export interface DeskMessagesDeps {
  db: Db;
  kv: KvStore;
  audit: StaffAuditDoor;
  /** The message engine's door: a user's messages, and a resend under its conduct rules. */
  messages: Pick<Messages, 'of' | 'resend'>;
}

/** The borrower page's messages: the list (phone masked), and a resend by support (audited, rate-limited). */
export class DeskMessages {
  constructor(private readonly deps: DeskMessagesDeps) {}

  private async borrower(uid: number) {
    const row = await repo.findBorrower(this.deps.db, uid);
    if (!row) throw notFound('This borrower does not exist');
    return row;
  }

  async list(uid: number): Promise<{ items: DeskMessage[] }> {
    await this.borrower(uid);
    const rows = await this.deps.messages.of(uid);
    return {
      items: rows.map((m) => ({
        id: m.id, event: m.event, kind: m.kind, status: m.status, phone: maskPhone(local(m.mobile)), body: m.body, attempts: m.attempts,
        lastError: m.lastError, deliveryStatus: m.deliveryStatus, resendOf: resendOf(m.subject), createdAt: m.createdAt.toISOString(),
        sendAfter: m.sendAfter.toISOString(), sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  }

  /** The message again; the new message and the audit row are written in one transaction. */
  async resend(actor: StaffActor, uid: number, messageId: number, reason: string, origin: AuditOrigin): Promise<ResendData> {
    await this.borrower(uid);
    const key = `desk:resend:${actor.id}`;
    const count = await this.deps.kv.incr(key, HOUR_MS);
    if (count > RESENDS_PER_HOUR) {
      await this.deps.kv.incr(key, HOUR_MS, -1);
      const waitMs = Math.max(await this.deps.kv.ttl(key), 60_000);
      throw tooMany(RESEND_MESSAGES.tooMany(Math.ceil(waitMs / 60_000)), { retryAfterMs: waitMs });
    }
    try {
      return await this.deps.db.transaction(async (tx) => {
        const result = await this.deps.messages.resend(tx, messageId, uid);
        if (result.outcome === 'not-found') throw notFound(RESEND_MESSAGES.notFound);
        if (result.outcome === 'repeat') throw conflict(RESEND_MESSAGES.again);
        if (result.outcome === 'no-recipient') throw conflict(RESEND_MESSAGES.noPhone);
        const answer: ResendData = { id: result.id, status: result.outcome === 'queued' ? 'QUEUED' : 'SKIPPED', sendAfter: result.sendAfter.toISOString(), note: result.note };
        await this.deps.audit.record(tx, {
          actor: { id: actor.id, email: actor.email, roles: actor.roles }, origin, action: 'borrower.message.resend', entity: 'borrower', entityId: uid,
          after: { messageId, resentAs: answer.id, status: answer.status, note: answer.note }, reason,
        });
        return answer;
      });
    } catch (error) {
      // A refused resend does not count against the staff member's hour.
      await this.deps.kv.incr(key, HOUR_MS, -1);
      throw error;
    }
  }
}
