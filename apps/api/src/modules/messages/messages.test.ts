import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, inject } from 'vitest';

import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { createTestApp, testClock, testDb } from '../../../test/harness';
import { paymentsConfigFor } from '../../config/payments';
import { closeDb, createDb } from '../../db/client';
import { gatewayAndDelivery } from './suites/delivery.suite';
import { exactlyOnce } from './suites/exactly-once.suite';
import { modulesEvents } from './suites/modules.suite';
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
  ctx.db = await testDb();
  const url = inject('testDatabaseUrl');
  ctx.dbB = url ? await createDb({ databaseUrl: url, dataDir: '', poolSize: 4 }) : ctx.db;
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  ctx.a = await createTestApp({ now: ctx.clock.now }, { sms: codesToOutboxRestToGateway(ctx.db, ctx.fake), payments });
  ctx.b = await createTestApp({ now: ctx.clock.now }, { sms: codesToOutboxRestToGateway(ctx.dbB, ctx.fake), payments, db: ctx.dbB });
  await ctx.a.listen({ host: '127.0.0.1', port: 0 });
  ctx.url = `http://127.0.0.1:${(ctx.a.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.b.close();
  if (ctx.dbB !== ctx.db) await closeDb(ctx.dbB);
  await ctx.fake.close();
});

describe('messages to borrowers by SMS (issue 31)', () => receiptsAndReminders(ctx));
describe('events from lending, stage and VIP (issue 31)', () => modulesEvents(ctx));
describe('gateway failures, retries and delivery reports (issue 31)', () => gatewayAndDelivery(ctx));
describe(`exactly once across two app instances (issue 31; ${usesPostgres ? 'PostgreSQL, two pools' : 'PGlite'})`, () => exactlyOnce(ctx));
