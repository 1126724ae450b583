import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { smsMessages } from './schema';

/** Sends a text to a phone (E.164). The sandbox keeps it in the outbox; a real gateway would post it. */
export interface SmsProvider {
  /** Answers the gateway's id for the message when it gives one (delivery reports name it). */
  send(mobileE164: string, body: string): Promise<SmsSent | void>;
}

export interface SmsSent {
  messageId: string | null;
}

/** Sandbox SMS: stored in the outbox table (read by /api/dev/sms and /dev/phone), never sent. */
export class OutboxSms implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(mobileE164: string, body: string): Promise<SmsSent> {
    const [row] = await this.db.insert(smsMessages).values({ mobile: mobileE164, body }).returning({ id: smsMessages.id });
    return { messageId: `outbox-${row!.id}` };
  }

  async list(mobileE164: string, limit = 50) {
    return this.db
      .select({ id: smsMessages.id, body: smsMessages.body, createdAt: smsMessages.createdAt })
      .from(smsMessages)
      .where(eq(smsMessages.mobile, mobileE164))
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(limit);
  }
}
