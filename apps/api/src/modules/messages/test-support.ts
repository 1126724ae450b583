import { eq } from 'drizzle-orm';

import type { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import type { startPlainTcp, startPushServiceFake } from '../../../test/fakes/push-service-fake';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { AfricasTalkingSms } from '../../providers/sms/africas-talking';
import { OutboxSms, type SmsProvider } from '../../providers/sms/provider';
import { messages } from './schema';

/**
 * The SMS sender of the message tests: login codes to the sandbox outbox (the test sessions read them there), every
 * other text through the real Africa's Talking adapter to the local fake gateway.
 */
export function codesToOutboxRestToGateway(db: Db, gateway: { baseUrl: string; apiKey: string }): SmsProvider {
  const outbox = new OutboxSms(db);
  const at = new AfricasTalkingSms({ baseUrl: gateway.baseUrl, username: 'pocket', apiKey: gateway.apiKey, from: 'POCKET', timeoutMs: 2000 });
  return { send: (to, body) => (body.startsWith('Your Pocket login code') ? outbox.send(to, body) : at.send(to, body)) };
}

/** A user's message rows, oldest first. */
export async function rowsOf(db: Db, userId: number) {
  return (await db.select().from(messages).where(eq(messages.userId, userId))).sort((a, b) => a.id - b.id);
}

/** '0961234567' -> '+260961234567' */
export const e164 = (mobile: string) => `+26${mobile}`;

/** An instant given in Lusaka time (UTC+2): lusaka('2026-05-01T10:00:00') is 08:00Z. */
export const lusaka = (local: string) => Date.parse(`${local}+02:00`);

/** What the message suites share (messages.test.ts fills it; one file, so no other file's job sends their rows). */
export interface MessageTestContext {
  clock: { now: () => number; set: (ms: number) => void; advance: (ms: number) => void };
  fake: Awaited<ReturnType<typeof startAfricasTalkingFake>>;
  /** The local push service (FCM/autopush stand-in) and the VAPID pair the apps sign with. */
  pushService: Awaited<ReturnType<typeof startPushServiceFake>>;
  /** A plain TCP listener (no TLS) and a port nothing listens on, both on hosts the apps allow (issue 42). */
  plainTcp: Awaited<ReturnType<typeof startPlainTcp>>;
  closedPort: number;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** AT_DELIVERY_SECRET of both apps: the gateway's delivery-report URL carries it. */
  deliverySecret: string;
  /** Two app instances; `a` listens on `url` (delivery reports reach it over HTTP). */
  a: App;
  b: App;
  url: string;
  db: Db;
  /** The database of `b`: its own connection pool on PostgreSQL, the same PGlite otherwise. */
  dbB: Db;
}
