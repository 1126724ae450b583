import { sql } from 'drizzle-orm';

import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { type PushProvider, PushSendError } from '../../providers/push/provider';
import { SmsSendError } from '../../providers/sms/africas-talking';
import type { SmsProvider } from '../../providers/sms/provider';
import { linkOf, MONEY_EVENTS, pushNotification, render } from './catalogue';
import { CONDUCT, earliestSend, inQuietHours, MAX_ATTEMPTS, reminderCap, retryAt } from './conduct';
import { KIND_OF, keyEvent, loanOf, type MessageEvent, type MessageKind, subjectOf } from './events';
import { claimDue, decidedOn, dropPushSubscription, failInterrupted, insertMessage, markFailedTry, markSent, messageOf, pushSubscriptionsOf, reminderDays, skipWaitingReminders } from './repo';
import type { MessageChannel, MessageRow } from './schema';
import type { MarketingConsent } from './settings';

/** Key of the PostgreSQL advisory lock under which one process at a time collects the day's reminders. */
export const MESSAGES_LOCK_KEY = 7_310_031;
/** A message still SENDING after this long was cut off mid-send (the process stopped). */
const INTERRUPTED_MS = 10 * 60_000;
/** Claimed 20 at a time (20 sends of at most 10 s stay far inside INTERRUPTED_MS), up to 100 per run. */
const CLAIM_BATCH = 20;
const CLAIM_ROUNDS = 5;

/** The account a message goes to: only ever the user's own mobile (E.164). */
export type RecipientOf = (tx: Db | Tx, userId: number) => Promise<{ mobile: string; language?: string | null } | null>;
/** A module that knows which reminders fall on a Lusaka day (bills, memberships). */
export type DailySource = (tx: Tx, today: string) => Promise<MessageEvent[]>;

export type NotifyOutcome = 'queued' | 'repeat' | 'skipped' | 'no-recipient';
export type ResendOutcome =
  | { outcome: 'queued' | 'skipped'; id: number; sendAfter: Date; note: string | null }
  | { outcome: 'not-found' }
  | { outcome: 'repeat' }
  | { outcome: 'no-recipient' };

/** How long a push service keeps a notification for a phone that is offline: receipts a day, the rest 12 hours. */
const PUSH_TTL_SECONDS: Record<MessageKind, number> = { receipt: 24 * 3600, reminder: 12 * 3600, marketing: 12 * 3600 };

export interface MessageDeps {
  db: Db;
  sms: SmsProvider;
  push: PushProvider;
  now: () => number;
  recipientOf: RecipientOf;
  marketing: MarketingConsent;
  /** A push goes to at most this many of the borrower's subscriptions, the most recently saved. */
  maxPushSubscriptions: number;
  /** Where an error that is not a provider's refusal is told (the message keeps a fixed sentence only). */
  log: (msg: string, err: unknown) => void;
}

/** The job collects the day's reminders at most this often (it sends what is due at every run). */
export const COLLECT_EVERY_MS = 10 * 60_000;
/** The last error of a message that failed for a reason no provider named: fixed words, never the error's text. */
export const UNEXPECTED_SEND_ERROR = 'Not sent: an unexpected error (the server log has it)';

export class MessageEngine {
  private readonly sources: DailySource[] = [];
  /** When this process last collected the day's reminders (the app's clock). */
  #collectedAt: number | null = null;

  constructor(private readonly deps: MessageDeps) {}

  addDailySource(source: DailySource): void {
    this.sources.push(source);
  }

  /**
   * Decides on the message for an event inside the caller's transaction (it commits with the payment or not at all):
   * the text from the catalogue, when it may go (quiet hours), and whether conduct allows it (caps, marketing off).
   * A second call for the same (event, subject, day) changes nothing.
   */
  async notify(tx: Db | Tx, e: MessageEvent): Promise<NotifyOutcome> {
    const at = new Date(this.deps.now());
    const kind = KIND_OF[e.event];
    const day = kind === 'receipt' ? 'once' : lusakaDate(at);
    const to = await this.deps.recipientOf(tx, e.userId);
    if (!to) return 'no-recipient';
    const language = to.language ?? 'en';
    const loanId = loanOf(e);
    if ((e.event === 'payment.received' || e.event === 'extension.confirmed') && loanId !== null) {
      await skipWaitingReminders(tx, loanId, 'A payment arrived before it was sent (its amount or date was out of date)', at);
    }
    const body = render(e, language);
    const outcomes: Array<'queued' | 'skipped' | null> = [];
    for (const channel of await this.channelsFor(tx, e)) {
      const skip = await this.conductSkip(tx, kind, e.userId, loanId, day, channel);
      const id = await insertMessage(tx, {
        event: keyEvent(e), subject: subjectOf(e), day, userId: e.userId, loanId, kind, channel, language, mobile: to.mobile, body,
        link: channel === 'push' ? linkOf(e) : null, status: skip ? 'SKIPPED' : 'QUEUED', lastError: skip, sendAfter: earliestSend(kind, at), createdAt: at, updatedAt: at,
      });
      outcomes.push(id === null ? null : skip ? 'skipped' : 'queued');
    }
    if (outcomes.includes('queued')) return 'queued';
    return outcomes.includes('skipped') ? 'skipped' : 'repeat';
  }

  /**
   * Push where the borrower allowed it (a browser subscribed), and SMS then only for money events (MONEY_EVENTS in
   * the catalogue); SMS alone otherwise.
   */
  private async channelsFor(tx: Db | Tx, e: MessageEvent): Promise<MessageChannel[]> {
    const push = await this.pushAllowed(tx, e.userId);
    if (!push) return ['sms'];
    // A collections ladder's PUSH step: push alone (it counted as one contact under the collections rules).
    if (e.event === 'collections.message' && e.channel === 'push') return ['push'];
    // A ladder's USSD step: SMS alone (its text gives the USSD code, for a phone without data).
    if (e.event === 'collections.message' && e.channel === 'sms') return ['sms'];
    return MONEY_EVENTS[e.event] ? ['push', 'sms'] : ['push'];
  }

  /** The borrower allowed notifications in at least one browser (a push subscription is saved). */
  async pushAllowed(tx: Db | Tx, userId: number): Promise<boolean> {
    return (await pushSubscriptionsOf(tx, userId)).length > 0;
  }

  /** Why conduct says no to a message of this kind now (marketing off, a reminder cap), or null. */
  private async conductSkip(tx: Db | Tx, kind: MessageKind, userId: number, loanId: number | null, day: string, channel: MessageChannel): Promise<string | null> {
    if (kind === 'marketing' && !(await this.deps.marketing.on(tx, userId))) return 'Marketing messages are off for this borrower';
    if (kind === 'reminder' && loanId !== null) {
      // The caps count each channel's reminders on their own: a push and an SMS of the same reminder are one reminder.
      const cap = reminderCap(await reminderDays(tx, loanId, addDays(day, 1 - CONDUCT.weekDays), channel), day);
      if (cap === 'day') return 'Cap: one reminder a day per loan';
      if (cap === 'week') return 'Cap: three reminders a week per loan';
    }
    return null;
  }

  /**
   * The same text of one of the user's messages again (the desk's resend), to the account's own mobile of now, as a
   * new message under the same conduct rules: quiet hours hold reminders and marketing, the reminder caps count it,
   * marketing off skips it. One resend of a message per Lusaka day (the key `resend:<id>`).
   */
  async resend(tx: Db | Tx, messageId: number, userId: number): Promise<ResendOutcome> {
    const original = await messageOf(tx, messageId, userId);
    if (!original) return { outcome: 'not-found' };
    const to = await this.deps.recipientOf(tx, userId);
    if (!to) return { outcome: 'no-recipient' };
    const at = new Date(this.deps.now());
    const day = lusakaDate(at);
    // A resend goes by SMS, whatever the original's channel (the desk resends a text the borrower says is missing).
    const skip = await this.conductSkip(tx, original.kind, userId, original.loanId, day, 'sms');
    const sendAfter = earliestSend(original.kind, at);
    const id = await insertMessage(tx, {
      event: original.event, subject: `resend:${original.id}`, day, userId, loanId: original.loanId, kind: original.kind, channel: 'sms',
      language: original.language, mobile: to.mobile, body: original.body, status: skip ? 'SKIPPED' : 'QUEUED', lastError: skip, sendAfter, createdAt: at, updatedAt: at,
    });
    if (id === null) return { outcome: 'repeat' };
    return { outcome: skip ? 'skipped' : 'queued', id, sendAfter, note: skip };
  }

  /**
   * Asks every daily source for today's reminders, under an advisory lock: one process at a time, the rest skip. A
   * reminder already decided today (queued, sent or skipped, on any channel) is not decided again: the job runs every
   * interval, and a payday's thousands of bills due are looked at once a day, not at every run (issue 49).
   */
  async collectDaily(): Promise<{ ran: boolean; queued: number; skipped: number }> {
    const today = lusakaDate(new Date(this.deps.now()));
    return this.deps.db.transaction(async (tx) => {
      const [lock] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${MESSAGES_LOCK_KEY}) as locked`);
      if (!lock?.locked) return { ran: false, queued: 0, skipped: 0 };
      let queued = 0;
      let skipped = 0;
      for (const source of this.sources) {
        const events = await source(tx, today);
        const decided = await decidedOn(tx, today, events.map((e) => ({ event: keyEvent(e), subject: subjectOf(e) })));
        for (const e of events) {
          if (decided.has(`${keyEvent(e)}|${subjectOf(e)}`)) continue;
          const outcome = await this.notify(tx, e);
          if (outcome === 'queued') queued += 1;
          if (outcome === 'skipped') skipped += 1;
        }
      }
      return { ran: true, queued, skipped };
    });
  }

  /** Sends what is due (receipts only in quiet hours); a gateway failure is retried with backoff, then FAILED. */
  async dispatch(): Promise<{ sent: number; failed: number; retrying: number }> {
    const at = new Date(this.deps.now());
    await failInterrupted(this.deps.db, new Date(at.getTime() - INTERRUPTED_MS), at);
    const result = { sent: 0, failed: 0, retrying: 0 };
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const claimed = await claimDue(this.deps.db, at, inQuietHours(at), CLAIM_BATCH);
      await this.sendClaimed(claimed, result);
      if (claimed.length < CLAIM_BATCH) break;
    }
    return result;
  }

  private async sendClaimed(claimed: MessageRow[], result: { sent: number; failed: number; retrying: number }) {
    for (const m of claimed) {
      try {
        const sent = m.channel === 'push' ? await this.sendPush(m) : await this.deps.sms.send(m.mobile, m.body);
        await markSent(this.deps.db, m.id, sent?.messageId ?? null, new Date(this.deps.now()));
        result.sent += 1;
      } catch (err) {
        const now = new Date(this.deps.now());
        const permanent = (err instanceof SmsSendError && err.reason === 'rejected') || (err instanceof PushSendError && err.reason !== 'unavailable');
        const next = permanent || m.attempts >= MAX_ATTEMPTS ? null : retryAt(m.attempts, now);
        // The providers' errors are fixed sentences; anything else is logged and kept as one (issue 42: no raw
        // error text in last_error, which the borrower's data export shows).
        const known = err instanceof SmsSendError || err instanceof PushSendError;
        if (!known) this.deps.log('message send failed', err);
        await markFailedTry(this.deps.db, m.id, known ? err.message : UNEXPECTED_SEND_ERROR, next && earliestSend(m.kind, next), now);
        if (next) result.retrying += 1;
        else result.failed += 1;
        if (m.channel === 'push' && !next) await this.smsInstead(m, now);
      }
    }
  }

  /**
   * A push message to every browser the borrower subscribed (the most recently saved, at most
   * `maxPushSubscriptions`): sent when one push service accepts it. A subscription the push service calls gone
   * (404/410), or whose endpoint is not allowed (never contacted), is removed; when none is left the message fails
   * with reason `gone`.
   */
  private async sendPush(m: MessageRow): Promise<{ messageId: string | null }> {
    const subscriptions = (await pushSubscriptionsOf(this.deps.db, m.userId)).slice(-this.deps.maxPushSubscriptions);
    const payload = { ...pushNotification(m.body), url: m.link ?? '/home', tag: `${m.event}:${m.subject}:${m.day}` };
    const options = { ttlSeconds: PUSH_TTL_SECONDS[m.kind], urgency: m.kind === 'receipt' ? ('high' as const) : ('normal' as const) };
    let accepted: string | null | undefined;
    let failure: PushSendError | null = null;
    for (const sub of subscriptions) {
      try {
        const sent = await this.deps.push.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, options);
        accepted ??= sent.id;
      } catch (err) {
        if (!(err instanceof PushSendError)) throw err;
        if (err.reason === 'gone' || err.reason === 'not-allowed') await dropPushSubscription(this.deps.db, sub.id);
        // A push service that is down outweighs one that refused: the message is tried again later.
        if (!failure || err.reason === 'unavailable') failure = err;
      }
    }
    if (accepted !== undefined) return { messageId: accepted };
    if (failure && failure.reason !== 'gone' && failure.reason !== 'not-allowed') throw failure;
    const why = failure?.reason === 'not-allowed' ? 'the subscription was removed' : 'the subscription expired and was removed';
    throw new PushSendError('gone', failure ? `${failure.message}: ${why}` : 'No push subscription left (notifications turned off)', failure?.statusCode ?? null);
  }

  /**
   * A push that failed for good (no subscription left, refused, or out of tries) goes by SMS instead, under the same
   * key: a money event already has its SMS, so nothing is added for it.
   */
  private async smsInstead(m: MessageRow, at: Date) {
    await insertMessage(this.deps.db, {
      event: m.event, subject: m.subject, day: m.day, userId: m.userId, loanId: m.loanId, kind: m.kind, channel: 'sms', language: m.language,
      mobile: m.mobile, body: m.body, status: 'QUEUED', sendAfter: earliestSend(m.kind, at), createdAt: at, updatedAt: at,
    });
  }

  /**
   * One run of the message job: today's reminders (at most every COLLECT_EVERY_MS, and at the first run of a Lusaka
   * day), then whatever is due.
   */
  async runJob() {
    const now = this.deps.now();
    const last = this.#collectedAt;
    const due = last === null || now - last >= COLLECT_EVERY_MS || now < last || lusakaDate(new Date(now)) !== lusakaDate(new Date(last));
    const collected = due ? await this.collectDaily() : { ran: true, queued: 0, skipped: 0 };
    if (due && collected.ran) this.#collectedAt = now;
    const sent = await this.dispatch();
    return { ...collected, ...sent };
  }
}
