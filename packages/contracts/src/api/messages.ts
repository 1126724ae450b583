import { z } from 'zod';

import { envelope } from './common';

/** What the /set page says under the marketing switch: reminders about money owed cannot be switched off. */
export const MESSAGE_SETTINGS_NOTE = 'Reminders about money you owe and receipts for your payments stay on.';

/** GET /api/messages/settings and the answer of POST: the borrower's message choices. */
export const messageSettingsView = z.object({
  /** Offers and membership renewals by SMS. */
  marketing: z.boolean(),
  note: z.string(),
});
export type MessageSettingsView = z.infer<typeof messageSettingsView>;
export const messageSettingsAnswer = envelope(messageSettingsView);

/** POST /api/messages/settings */
export const messageSettingsBody = z.object({ marketing: z.boolean() }).strict();
export type MessageSettingsBody = z.infer<typeof messageSettingsBody>;

const base64url = (what: string, max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`);

/**
 * POST /api/messages/push/subscription: a browser's PushSubscription.toJSON() (docs/messages.md#web-push). The
 * endpoint is the push service's https URL; p256dh is the browser's P-256 public key (65 bytes), auth its 16-byte secret.
 */
export const pushSubscriptionBody = z
  .object({
    endpoint: z.string().url().max(1000).refine((u) => u.startsWith('https://'), 'endpoint must be an https:// URL'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url('p256dh', 100), auth: base64url('auth', 40) }),
  })
  .strip();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST /api/messages/push/unsubscribe: notifications turned off in that browser. */
export const pushUnsubscribeBody = z.object({ endpoint: z.string().url().max(1000) }).strip();

/** GET /api/messages/push and the answers of the two POSTs: the server's VAPID key and how many browsers are subscribed. */
export const pushStateView = z.object({
  /** The application server key for pushManager.subscribe (base64url). */
  publicKey: z.string(),
  subscriptions: z.number().int(),
  /** A loan of the borrower was paid out (the app offers notifications only then, never on a first visit). */
  loanPaidOut: z.boolean(),
});
export type PushStateView = z.infer<typeof pushStateView>;
export const pushStateAnswer = envelope(pushStateView);
