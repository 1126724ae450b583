import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, inject } from 'vitest';
import webpush from 'web-push';

import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { closedPort, startPlainTcp, startPushServiceFake } from '../../../test/fakes/push-service-fake';
import { createTestApp, testClock, testDb } from '../../../test/harness';
import { paymentsConfigFor } from '../../config/payments';
import { closeDb, createDb } from '../../db/client';
import { KNOWN_PUSH_SERVICES, parsePushHosts } from '../../providers/push/push-hosts';
import { WebPushSender } from '../../providers/push/web-push';
import { gatewayAndDelivery } from './suites/delivery.suite';
import { exactlyOnce } from './suites/exactly-once.suite';
import { modulesEvents } from './suites/modules.suite';
import { pushEndpoints } from './suites/push-endpoints.suite';
import { webPush } from './suites/push.suite';
import { receiptsAndReminders } from './suites/receipts.suite';
import { codesToOutboxRestToGateway, lusaka, type MessageTestContext } from './test-support';

// Every message test that runs the job is in this one file: the job sends every due message of the database, and test
// files share the PostgreSQL database, so a second file's job would send this file's rows to its own fake gateway.
// Two app instances as two processes would be: on PostgreSQL (TEST_DATABASE_URL) each has its own connection pool,
// so their transactions really run at once; on PGlite they share the one in-process database.
const ctx = { clock: testClock(lusaka('2026-05-01T10:00:00')) } as MessageTestContext;
const usesPostgres = Boolean(inject('testDatabaseUrl'));

beforeAll(async () => {
  ctx.fake = await startAfricasTalkingFake();
  // Web Push: the real web-push adapter to a local push service that checks VAPID and decrypts (RFC 8030/8291/8292).
  ctx.vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@pocket.example.zm' };
  ctx.pushService = await startPushServiceFake(ctx.vapid.publicKey);
  // Beside it, on hosts the setting allows too: a plain TCP listener (not TLS) and a port nothing listens on.
  ctx.plainTcp = await startPlainTcp();
  ctx.closedPort = await closedPort();
  // The known push services, and the local ones (as an operator would list a push service's host).
  const allowedHosts = parsePushHosts([...KNOWN_PUSH_SERVICES, ctx.pushService.host, `127.0.0.1:${ctx.plainTcp.port}`, `127.0.0.1:${ctx.closedPort}`]);
  const pushConfig = { provider: 'webpush' as const, vapid: ctx.vapid, timeoutMs: 2000, allowedHosts, maxSubscriptions: 5 };
  // The local push service listens on 127.0.0.1, which the sender otherwise refuses: these apps may reach it.
  const push = new WebPushSender({ vapid: ctx.vapid, timeoutMs: 2000, allowedHosts, ca: ctx.pushService.ca, reachablePrivate: ['127.0.0.1'] });
  ctx.deliverySecret = randomBytes(24).toString('base64url');
  ctx.db = await testDb();
  const url = inject('testDatabaseUrl');
  ctx.dbB = url ? await createDb({ databaseUrl: url, dataDir: '', poolSize: 4 }) : ctx.db;
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  ctx.a = await createTestApp({ now: ctx.clock.now, push: pushConfig, smsDeliverySecret: ctx.deliverySecret }, { sms: codesToOutboxRestToGateway(ctx.db, ctx.fake), payments, push });
  ctx.b = await createTestApp({ now: ctx.clock.now, push: pushConfig, smsDeliverySecret: ctx.deliverySecret }, { sms: codesToOutboxRestToGateway(ctx.dbB, ctx.fake), payments, db: ctx.dbB, push });
  await ctx.a.listen({ host: '127.0.0.1', port: 0 });
  ctx.url = `http://127.0.0.1:${(ctx.a.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.b.close();
  if (ctx.dbB !== ctx.db) await closeDb(ctx.dbB);
  await ctx.fake.close();
  await ctx.pushService.close();
  await ctx.plainTcp.close();
});

describe('messages to borrowers by SMS (issue 31)', () => receiptsAndReminders(ctx));
describe('events from lending, stage and VIP (issue 31)', () => modulesEvents(ctx));
describe('gateway failures, retries and delivery reports (issue 31)', () => gatewayAndDelivery(ctx));
describe('Web Push: subscriptions, routing, conduct, expired subscriptions (issue 31)', () => webPush(ctx));
describe(`exactly once across two app instances (issue 31; ${usesPostgres ? 'PostgreSQL, two pools' : 'PGlite'})`, () => exactlyOnce(ctx));
// Last: its strict app's job sends whatever is due in the database.
describe('Web Push endpoints: only the push services, never a private address (issue 42, defect 3)', () => pushEndpoints(ctx));
