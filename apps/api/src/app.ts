import { randomUUID } from 'node:crypto';

import Fastify, { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import { createClock } from './config/clock';
import type { AppConfig } from './config/env';
import { paymentsConfigFor } from './config/payments';
import type { PaymentsConfig } from './config/payments';
import { closeDb, createDb, migrateDb } from './db/client';
import type { Db } from './db/client';
import { createKv } from './db/kv';
import type { KvStore } from './db/kv';
import { accountClosure } from './modules/account-closure/plugin';
import { activities } from './modules/activities/plugin';
import { adjustments } from './modules/adjustments/plugin';
import { applicationDesk } from './modules/application-desk/plugin';
import { approvals } from './modules/approvals/plugin';
import { auth } from './modules/auth/plugin';
import { books, booksJobs } from './modules/books/plugin';
import { borrowersDesk } from './modules/borrowers-desk/plugin';
import { catalogueDesk } from './modules/catalogue-desk/plugin';
import { channel } from './modules/channel/plugin';
import { collections } from './modules/collections/plugin';
import { complaints } from './modules/complaints/plugin';
import { consents } from './modules/consents/plugin';
import { coupon } from './modules/coupon/plugin';
import { creditPolicy } from './modules/credit-policy/plugin';
import { creditPolicyDesk } from './modules/credit-policy-desk/plugin';
import { dataRights } from './modules/data-rights/plugin';
import { deskDashboard } from './modules/desk-dashboard/plugin';
import { health } from './modules/health/plugin';
import { kyc } from './modules/kyc/plugin';
import { kycDesk } from './modules/kyc-desk/plugin';
import { lending } from './modules/lending/plugin';
import { loginRecord } from './modules/login-record/plugin';
import { messages } from './modules/messages/plugin';
import { payments as paymentsPlugin } from './modules/payments/plugin';
import { paymentsDesk } from './modules/payments-desk/plugin';
import { quickRepay } from './modules/quick-repay/plugin';
import { reconciliation } from './modules/reconciliation/plugin';
import { regions } from './modules/regions/plugin';
import { reminder } from './modules/reminder/plugin';
import { repayment } from './modules/repayment/plugin';
import { reportsDesk } from './modules/reports/plugin';
import { sandbox } from './modules/sandbox/plugin';
import { securityEvents, securityEventsRoutes } from './modules/security-events/plugin';
import { shopsDesk } from './modules/shops-desk/plugin';
import { staff } from './modules/staff/plugin';
import { staffAudit, staffAuditRoutes } from './modules/staff-audit/plugin';
import { stage } from './modules/stage/plugin';
import { telemetry } from './modules/telemetry/plugin';
import { textsDesk } from './modules/texts-desk/plugin';
import { uploads } from './modules/uploads/plugin';
import { user } from './modules/user/plugin';
import { userInfo } from './modules/user-info/plugin';
import { ussd } from './modules/ussd/plugin';
import { vip } from './modules/vip/plugin';
import { sessionGuard } from './plugins/auth';
import { clientHeaders } from './plugins/client-headers';
import { compression } from './plugins/compression';
import { context } from './plugins/context-plugin';
import { docs } from './plugins/docs';
import { envelope, frameworkErrors } from './plugins/envelope';
import { parseExactJson } from './plugins/exact-json';
import { inputGuard } from './plugins/input-guard';
import { safeLogSerializers } from './plugins/log-safety';
import { metrics } from './plugins/metrics';
import { publicMetricsAccess } from './plugins/metrics-access';
import { API_HEADERS } from './plugins/security-headers';
import { staticAdmin } from './plugins/static-admin';
import { staticWeb } from './plugins/static-web';
import { bureauOf } from './providers/bureau/configured';
import type { CreditBureau } from './providers/bureau/port';
import type { MobileMoneyRegistry } from './providers/mobile-money/registry';
import { type PushProvider, SandboxPush } from './providers/push/provider';
import { WebPushSender } from './providers/push/web-push';
import { AfricasTalkingSms } from './providers/sms/africas-talking';
import { OutboxSms } from './providers/sms/provider';
import type { SmsProvider } from './providers/sms/provider';

export interface AppDeps {
  /** An open, migrated database the caller owns (tests share one); otherwise the app opens, migrates and closes its own. */
  db?: Db;
  /** A key-value store the caller owns; otherwise Redis (REDIS_URL) or in-process. */
  kv?: KvStore;
  // Lending engine (issue 4): payments settings and a mobile-money registry (tests wire fake operators).
  payments?: PaymentsConfig;
  mobileMoney?: MobileMoneyRegistry;
  /** Workers of a cluster: the primary applied the migrations once already. */
  skipMigrations?: boolean;
  /** The SMS sender; otherwise the one config.sms names. */
  sms?: SmsProvider;
  /** The Web Push sender; otherwise the one config.push names (tests: the real adapter to a local fake push service). */
  push?: PushProvider;
  /** The credit bureau port; otherwise the one config.bureau names (tests: the HTTP adapter to a sandbox bureau they start). */
  bureau?: CreditBureau | null;
  /** The prize wheel's random source, uniform in [0, 1) (tests pass a seeded one); otherwise crypto.randomInt. */
  wheelRandom?: () => number;
}

/** Bodies above this are refused (413) unless a route sets its own bodyLimit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request logging in one line per request ("request completed" with req and res) instead of two: half the log writes. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Builds the Fastify app from a config object. Tests build it and call `inject`; server.ts only listens. */
export async function buildApp(given: AppConfig, deps: AppDeps = {}) {
  // The time sources (config/clock.ts): the `now` given is the wall clock; business time adds the sandbox offset.
  const clock = createClock(given.now);
  const config: AppConfig = { ...given, now: clock.now, wallNow: clock.wallNow };
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: safeLogSerializers },
    // One log line per request, at its end, with the request and the answer (Fastify's default writes two).
    logController: new OneLinePerRequest(),
    // Small by default; a route that takes more says so (uploadBase64). A larger Content-Length is refused before reading.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Long path parameters (5,000 characters) reach the route and its schema (a 400 naming the field), never a bare 414.
    routerOptions: { maxParamLength: 8192 },
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A request that reaches a closing server is served like any other (Fastify's bare 503 would fail a client whose
    // kept-alive connection was still open); server.ts stops taking connections first (issue 34).
    return503OnClosing: false,
    frameworkErrors,
    // Every log line of a request carries its id (reqId); a load balancer's well-formed X-Request-Id is kept.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // Hooks that never wait are callback hooks: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    if (request.url.startsWith('/api')) reply.headers(API_HEADERS);
    // Closing: every answer closes its connection, so no client keeps one that would be closed under it (server.ts).
    if (app.lifecycle.closing) reply.header('Connection', 'close');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An empty JSON body counts as {} (clients post `Content-Type: application/json` with no body on bodiless calls).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : parseExactJson(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  const db = deps.db ?? (await createDb(config));
  if (!deps.db && !deps.skipMigrations) await migrateDb(db);
  const kv = deps.kv ?? createKv(config.redisUrl, config.wallNow, config.redisPrefix);
  app.addHook('onClose', async () => {
    if (!deps.kv) await kv.close();
    if (!deps.db) await closeDb(db);
  });

  // Production secrets were checked by loadConfig (config/secrets.ts). The outbox exists in the sandbox only.
  const sms = deps.sms ?? (config.sms.provider === 'outbox' ? new OutboxSms(db) : new AfricasTalkingSms(config.sms));
  await app.register(context, { config, clock, db, kv, sms });
  await app.register(compression);
  await app.register(envelope);
  await app.register(metrics, { processMetrics: config.env !== 'test', publicAccess: publicMetricsAccess({ production: config.env === 'production', token: config.metrics.token }), token: config.metrics.token });
  await app.register(inputGuard);
  await app.register(clientHeaders);
  await app.register(sessionGuard);
  if (config.apiDocs) await app.register(docs, { version: config.version });

  // Feature modules; every route writes its full '/api/...' path (one rule, no prefixes). The lending engine registers
  // its modules after these (see plugins/extensions.ts).
  await app.register(health, { version: config.version });
  // The borrower's account and logins (the user's door first: logins create users and record each login).
  await app.register(user);
  await app.register(loginRecord);
  await app.register(auth);
  await app.register(reminder);
  // The consent record (issue 32): before the routes that collect location and the messages engine that asks it.
  await app.register(consents);
  // Uploads (quota, background re-encode; issue 34) before KYC, which checks the photos it is given through it.
  await app.register(uploads);
  await app.register(regions);
  await app.register(telemetry);
  await app.register(channel);
  // KYC: its routes, the rules that send a KYC to a person, and the door of the KYC desk.
  await app.register(kyc);
  // The caller's profile (getUserInfo): joins the session, the account and the KYC columns through their doors.
  await app.register(userInfo);
  const payments = deps.payments ?? paymentsConfigFor(config.env);
  if (config.sandbox) await app.register(sandbox, { pin: payments.sandbox.pin });
  // Messages to borrowers (issue 31): before the modules whose events it sends; only ever to the account's own mobile.
  await app.register(messages, {
    recipientOf: async (tx, userId) => {
      const borrower = await app.users.findUserById(tx, userId);
      // A closed account has no phone any more (docs/data-rights.md): nothing is sent.
      return borrower && !borrower.closedAt ? { mobile: borrower.mobile, language: borrower.language } : null;
    },
    marketing: {
      on: (tx, userId) => app.consents.given(tx, userId, 'marketing'),
      set: (userId, on) => app.consents.record(app.db, userId, 'marketing', on, 'set'),
    },
    push: deps.push ?? (config.push.provider === 'sandbox' ? new SandboxPush() : new WebPushSender({ vapid: config.push.vapid, timeoutMs: config.push.timeoutMs, allowedHosts: config.push.allowedHosts })),
    vapidPublicKey: config.push.vapid.publicKey,
    pushHosts: config.push.allowedHosts,
    maxPushSubscriptions: config.push.maxSubscriptions,
    jobs: payments.jobs,
    intervalMs: config.sandbox ? 10_000 : 60_000,
    deliverySecret: config.smsDeliverySecret,
  });
  // Payments (issue 4): the payment engine every money movement takes, operator callbacks, payment accounts.
  await app.register(paymentsPlugin, { payments, ...(deps.mobileMoney ? { registry: deps.mobileMoney } : {}) });
  // The lending book (issue 4): coupons, then lending (products, loans, bills, jobs; its money through the payment
  // engine), then repayments and quick repay on top of both.
  await app.register(coupon);
  await app.register(creditPolicy, { bureau: deps.bureau !== undefined ? deps.bureau : await bureauOf(config, app) });
  await app.register(lending, { payments });
  await app.register(repayment);
  await app.register(quickRepay);
  // VIP membership (issue 12): its payments go through the payment engine.
  await app.register(vip, { jobs: payments.jobs, intervalMs: Math.min(payments.overdueIntervalMs, 10 * 60 * 1000) });
  // Stage orders (issue 13): phones on instalments, as Pocket Stages loan orders.
  await app.register(stage);
  // The USSD menu (issue 31): bills, repay, extend and limit for phones without data, through the lending engine's door.
  await app.register(ussd);

  // Activities (issue 14): prize wheel, coupon packs, referral, marketing banners, holiday notices.
  await app.register(activities, { random: deps.wheelRandom });

  // The lender's desk (issue 29): audit door, then staff (its guard must see every later /api/staff route), then the rest.
  await app.register(staffAudit, { jobs: payments.jobs });
  await app.register(securityEvents);
  await app.register(staff);
  await app.register(staffAuditRoutes);
  await app.register(securityEventsRoutes);
  await app.register(approvals);
  await app.register(borrowersDesk);
  // Complaints (issue 32): borrowers file them from /help, support answers them from the desk.
  await app.register(complaints, { ownsOrder: (userId, orderId) => app.lending.loans.owns(userId, orderId) });
  // The borrower's data rights (issue 32, docs/data-rights.md): download my data, correct my data.
  await app.register(dataRights, {
    mobileOf: async (userId) => (await app.users.findUserById(app.db, userId))?.mobile ?? null,
    correctIdentity: (tx, userId, field, value, at) => app.kyc.correctIdentity(tx, userId, field, value, at),
    jobs: payments.jobs,
    intervalMs: config.sandbox ? 5_000 : 30_000,
  });
  // Its summaries are folded every 10 minutes when the jobs run (docs/reports.md).
  await app.register(reportsDesk, { jobs: payments.jobs, intervalMs: 10 * 60 * 1000 });
  // Close my account (issue 32): the money owed is lending's; the erasure covers every module's personal data.
  await app.register(accountClosure);
  await app.register(catalogueDesk);
  await app.register(applicationDesk);
  await app.register(creditPolicyDesk);
  await app.register(kycDesk);
  await app.register(paymentsDesk);
  await app.register(reconciliation);
  // The books at month end (issue 47, docs/books.md): the months, the close checklist and maker-checker, the journal.
  await app.register(books);
  await app.register(adjustments);
  await app.register(shopsDesk);
  // Borrower texts (issue 48): the list of texts per language and corrections through maker-checker.
  await app.register(textsDesk);
  // Collections (issue 46): cases for late loans, agents, conduct rules in code, promises to pay, hardship plans.
  await app.register(collections, { jobs: payments.jobs, intervalMs: config.sandbox ? 60_000 : 60 * 60 * 1000 });
  // The books at month end (issue 47): the daily fee accrual and the month-end provision, after the loan jobs.
  await app.register(booksJobs, { jobs: payments.jobs, intervalMs: config.sandbox ? 60_000 : 60 * 60 * 1000 });
  await app.register(deskDashboard);

  // The lender's desk at /admin (issue 29), before the web app's fallback takes every other address.
  await app.register(staticAdmin, { root: config.adminDist });
  await app.register(staticWeb, { root: config.webDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
