import fp from 'fastify-plugin';

import type { Db, Tx } from '../../db/client';
import type { PushProvider } from '../../providers/push/provider';
import type { PushHostRule } from '../../providers/push/push-hosts';
import { pushNotification } from './catalogue';
import type { MessageEvent } from './events';
import { startMessageJob } from './jobs';
import { PushSubscriptions } from './push-subscriptions';
import { messagesOf, pushMessagesTo, recordDelivery } from './repo';
import { messageRoutes } from './routes';
import type { MessageRow } from './schema';
import { type DailySource, MessageEngine, type NotifyOutcome, type RecipientOf, type ResendOutcome } from './service';
import { type MarketingConsent, MessageSettings } from './settings';

export type { DailySource, NotifyOutcome, RecipientOf, ResendOutcome } from './service';
export type { MessageRow } from './schema';
export type { MessageEvent, PaymentFailure } from './events';
export { DUE_DAYS, LATE_DAYS, paymentFailure } from './events';
export { longestTexts } from './longest';
export { GSM7_SEGMENT, gsm7Length } from './gsm7';

/** The message engine's door: what other modules may call. */
export interface Messages {
  /** Records the message for an event in the caller's transaction; exactly once per (event, subject, day). */
  notify(tx: Db | Tx, event: MessageEvent): Promise<NotifyOutcome>;
  /** The borrower allowed notifications in at least one browser (collections' PUSH steps fall back to SMS otherwise). */
  pushAllowed(tx: Db | Tx, userId: number): Promise<boolean>;
  /** A module that knows the day's reminders (bills due or late, memberships ending) registers here. */
  addDailySource(source: DailySource): void;
  /** One run of the job (today's reminders, then sending what is due); tests call it with a fake clock. */
  runJob(): ReturnType<MessageEngine['runJob']>;
  /** A user's messages, newest first, with status, attempts, last error and delivery (the desk shows them). */
  of(userId: number): Promise<MessageRow[]>;
  /** One of the user's messages again, as a new message under the conduct rules, in the caller's transaction (the desk). */
  resend(tx: Db | Tx, messageId: number, userId: number): Promise<ResendOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messages: Messages;
  }
}

export type { MarketingConsent } from './settings';

export interface MessagesOptions {
  recipientOf: RecipientOf;
  /** Web Push: the sender (sandbox or the web-push adapter) and the VAPID public key browsers subscribe with. */
  push: PushProvider;
  vapidPublicKey: string;
  /** The push services a subscription may name (PUSH_ALLOWED_HOSTS), and how many a borrower keeps. */
  pushHosts: readonly PushHostRule[];
  maxPushSubscriptions: number;
  /** The borrower's marketing consent (the consent record's door): no marketing message without it. */
  marketing: MarketingConsent;
  /** The in-process job timer (off in tests, which run the job by hand). */
  jobs: boolean;
  intervalMs: number;
  deliverySecret?: string | undefined;
}

/** Messages to borrowers (SMS now): events -> texts from the catalogue -> the SMS gateway, under the conduct rules. */
export const messages = fp<MessagesOptions>(
  async (app, opts) => {
    const engine = new MessageEngine({ db: app.db, sms: app.sms, push: opts.push, now: app.appConfig.now, recipientOf: opts.recipientOf, marketing: opts.marketing, maxPushSubscriptions: opts.maxPushSubscriptions, log: (msg, err) => app.log.error({ err }, msg) });
    const job = opts.jobs
      ? startMessageJob({
          engine, intervalMs: opts.intervalMs, log: (msg, err) => app.log.error({ err }, msg),
          lease: (name, ms) => app.kv.setIfAbsent(`job-lease:${name}`, String(process.pid), ms),
          onRun: (name, outcome, seconds) => app.metrics?.jobRun(name, outcome, seconds),
        })
      : null;
    const door: Messages = {
      notify: async (tx, event) => {
        const outcome = await engine.notify(tx, event);
        if (outcome === 'queued') job?.kick();
        return outcome;
      },
      pushAllowed: (tx, userId) => engine.pushAllowed(tx, userId),
      addDailySource: (source) => engine.addDailySource(source),
      runJob: () => engine.runJob(),
      of: (userId) => messagesOf(app.db, userId),
      resend: async (tx, messageId, userId) => {
        const result = await engine.resend(tx, messageId, userId);
        if (result.outcome === 'queued') job?.kick();
        return result;
      },
    };
    app.decorate('messages', door);
    await app.register(messageRoutes, {
      settings: new MessageSettings(app.db, opts.marketing),
      push: new PushSubscriptions(app.db, { publicKey: opts.vapidPublicKey, hosts: opts.pushHosts, max: opts.maxPushSubscriptions }, app.appConfig.now),
      delivery: (id, status, final) => recordDelivery(app.db, id, { status, final }, new Date(app.appConfig.now())),
      deliverySecret: opts.deliverySecret,
    });
    if (app.appConfig.sandbox) {
      // The sandbox phone lists the push notifications sent to the number's account (the sandbox sender sends none).
      app.extensions.devPhoneFeeds.push({ title: 'Push notifications', path: '/api/dev/push' });
      app.get<{ Querystring: { mobile?: string } }>('/api/dev/push', { schema: { hide: true } }, async (req, reply) => {
        const mobile = req.query.mobile ?? '';
        if (!/^0\d{9}$/.test(mobile)) return reply.code(400).send({ code: 400, msg: 'Enter a mobile number like 0971234567', data: null });
        const rows = await pushMessagesTo(app.db, `+26${mobile}`);
        const data = rows.map((m) => ({ notification: pushNotification(m.body).body, opens: m.link ?? '/home', status: m.status, ...(m.lastError ? { note: m.lastError } : {}), at: (m.sentAt ?? m.createdAt).toISOString() }));
        return { code: 200, msg: 'ok', data };
      });
    }
    app.addHook('onClose', async () => job?.stop());
  },
  { name: 'messages', dependencies: ['context', 'auth'] },
);
