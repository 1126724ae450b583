import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import pkg from '../../package.json' with { type: 'json' };
import { type BureauConfig, bureauConfigOf, bureauEnv } from './bureau';
import { SANDBOX_IN_PRODUCTION_FLAG, assertProduction } from './production';
import { type PushConfig, pushConfigOf } from './push';
import { type RevealConfig, revealConfigOf, revealEnv } from './reveals';
import { type ReviewConfig, reviewConfigOf, reviewEnv } from './review';

/** The public development default of OTP_PEPPER: refused in production. */
export const DEV_OTP_PEPPER = 'pocket-dev-pepper';

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

// The one place the server reads process.env. Defaults make the embedded run work with nothing configured.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** An empty DATA_DIR is the default, never the working directory (the database would land in `./pglite`). */
  DATA_DIR: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().default('.data')),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist/', import.meta.url))),
  /** The lender's desk (apps/admin) build, served at /admin. */
  ADMIN_DIST: z.string().default(fileURLToPath(new URL('../../admin/dist/', import.meta.url))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional,
  /** PostgreSQL: a login role of the app's own (a member of pocket_app only) for its queries; DATABASE_URL then runs only the migrations (decision 0048). */
  APP_DATABASE_URL: optional,
  REDIS_URL: optional,
  /** Prefix of every Redis key (several deployments or test runs may share one Redis). */
  REDIS_PREFIX: z.string().min(1).default('pocket:'),
  /**
   * Sandbox only: the collections contact hours, Lusaka time, as `from-until` (default 8-20, the conduct rule). The
   * browser journeys run at any hour and open them (0-24); anywhere else a change is refused.
   */
  COLLECTIONS_CONTACT_HOURS: z.string().regex(/^\d{1,2}-\d{1,2}$/, 'must be from-until hours such as 8-20').default('8-20'),
  SANDBOX: z.enum(['on', 'off', '']).optional(),
  /** `yes` lets NODE_ENV=production run with SANDBOX=on (config/production.ts); anything else refuses it. */
  [SANDBOX_IN_PRODUCTION_FLAG]: z.enum(['yes', 'no', '']).optional(),
  /** The demo portfolio (decision 0051): on by default only for `npm start` (sandbox, NODE_ENV=development). */
  DEMO_PORTFOLIO: z.enum(['on', 'off', '']).optional(),
  /** How many borrowers it plays (the special cases of each desk come on top). */
  DEMO_PORTFOLIO_BORROWERS: z.coerce.number().int().min(20).max(5_000).default(300),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 30),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  TENANT_ID: z.string().default('tenant_23'),
  /** Hops of reverse proxies to trust for the client IP (X-Forwarded-For); 0 = none, as in the embedded run. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** SMS codes per client IP per hour before its calls need a proof of work (raise it for load tests from one address). */
  OTP_IP_HOURLY_CAP: z.coerce.number().int().positive().default(30),
  /** Leading zero bits of that proof of work (docs/security.md: 16 is about a second on a cheap phone). */
  OTP_POW_BITS: z.coerce.number().int().min(1).max(30).default(16),
  /** Mixed into stored hashes of SMS codes so that a leaked table or Redis dump cannot be brute-forced offline alone. */
  OTP_PEPPER: z.string().default(DEV_OTP_PEPPER),
  /** 'outbox' (sandbox only: texts kept for /dev/phone) or 'africastalking' (the real gateway). */
  SMS_PROVIDER: z.enum(['outbox', 'africastalking']).optional(),
  AT_BASE_URL: z.string().url().default('https://api.africastalking.com'),
  AT_USERNAME: optional,
  AT_API_KEY: optional,
  AT_SENDER_ID: optional,
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * A secret the delivery-report URL set at Africa's Talking carries (?secret=...): reports without it are refused, and
   * unset every report is. Production with SMS_PROVIDER=africastalking refuses to start without a strong one.
   */
  AT_DELIVERY_SECRET: optional,
  /** The credit bureau (config/bureau.ts). */
  ...bureauEnv,
  /** The USSD callback's shared secret: the URL set at the gateway carries ?secret=<it>. Required outside the sandbox. */
  USSD_SECRET: optional,
  /** Addresses (IPs or CIDR ranges, comma-separated) the USSD gateway calls from; empty: any address. */
  USSD_ALLOWED_IPS: z.string().default(''),
  /** 'sandbox' (notifications recorded, shown on /dev/phone, never sent) or 'webpush' (the browsers' push services). */
  PUSH_PROVIDER: z.enum(['sandbox', 'webpush']).optional(),
  /** The VAPID key pair of Web Push (base64url, `npx web-push generate-vapid-keys`): required outside the sandbox. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Who push services may contact about our traffic: mailto:... or https://... */
  VAPID_SUBJECT: optional,
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The push services' hosts a subscription may name, comma-separated (`host`, `*.suffix`, either with `:port`; 443
   * otherwise). Default: FCM, Mozilla, Apple and Windows (providers/push/push-hosts.ts). Issue 42, defect 3.
   */
  PUSH_ALLOWED_HOSTS: optional,
  /** Push subscriptions kept per borrower; a new browser beyond them replaces the least recently saved one. */
  PUSH_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** The support number the USSD menu's Help and the app show (e.g. 0211 123 456); empty: only the in-app chat. */
  SUPPORT_PHONE: optional,
  /** The app's public address (https://...): SMS login links open it. Required in production outside the sandbox. */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** OpenAPI at /api/docs: on unless NODE_ENV=production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** Workers started by the production command (node:cluster); 1 runs the server in the main process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * PostgreSQL connections per process (postgres.js: queries pipeline on each, so a few serve many requests; a
   * transaction holds one to itself until it ends). docs/performance.md, the API benchmark's "Fourth pass".
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(4),
  /** A private listener serving only GET /metrics (each worker of a cluster on METRICS_PORT + its index). */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** A bearer token for /metrics: required on the private listener when set, and opens /metrics on the app's port in production. */
  METRICS_TOKEN: optional,
  /**
   * The staff audit chain's HMAC key (issue 42, decision 0048): kept outside the database, so that a row rewritten in
   * it cannot be hashed again. Required in production outside the sandbox; elsewhere `DATA_DIR/audit-key` (made at the
   * first start) when unset.
   */
  AUDIT_KEY: optional,
  /** A file the audit's checkpoints are appended to besides the database and the log (default: `DATA_DIR/audit-checkpoints.jsonl` with the embedded PGlite, none with DATABASE_URL). */
  AUDIT_CHECKPOINT_FILE: optional,
  /** How often the head of the audit chain is checkpointed (when it moved). */
  AUDIT_CHECKPOINT_INTERVAL_MS: z.coerce.number().int().min(1_000).default(5 * 60_000),
  /** Set by the primary of a cluster for each worker (0, 1, ...); not for operators. */
  POCKET_WORKER_INDEX: z.coerce.number().int().min(0).default(0),
  /** Milliseconds a shutdown waits for requests in flight before closing anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(20_000),
  /** The month-end checklist: no payment may be in flight for more than this many days (docs/books.md). */
  BOOKS_IN_FLIGHT_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** When an application goes to a person (config/review.ts; docs/lending.md). Amounts in Kwacha. */
  ...reviewEnv,
  /** Reveals of personal data per staff member and hour, and the alert's threshold (config/reveals.ts). */
  ...revealEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  version: string;
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  /** Folder of the built lender's desk (apps/admin); served at /admin when it exists. */
  adminDist: string;
  logLevel: Env['LOG_LEVEL'];
  /** PostgreSQL through postgres.js when set; otherwise PGlite file-backed under dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL: the app's own login role for its queries (DATABASE_URL's role then only migrates). */
  appDatabaseUrl: string | undefined;
  /** PostgreSQL connections per process. */
  poolSize: number;
  /** Redis for rate limits, OTP counters and the nonce cache when set; otherwise in-process. */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Collections contact hours, Lusaka time (docs/collections.md): 08:00-20:00 outside the sandbox, always. */
  collectionsContactHours: { fromHour: number; untilHour: number };
  /** Sandbox providers and /api/dev/*: on unless NODE_ENV=production (SANDBOX=on forces it on). */
  sandbox: boolean;
  /**
   * Seed the demo portfolio at start on an empty database (sandbox only; modules/sandbox/demo): on by default with
   * NODE_ENV=development (`npm start`), off in tests, the e2e server and production; DEMO_PORTFOLIO=on/off decides.
   */
  demoPortfolio: boolean;
  demoBorrowers: number;
  sessionTtlMs: number;
  google: { clientId: string | undefined; issuer: string; jwksUrl: string };
  tenantId: string;
  otpPepper: string;
  /** Proxies trusted for the client IP (per-IP SMS caps must not be dodged by a forged X-Forwarded-For). */
  trustProxyHops: number;
  otpIpHourlyCap: number;
  otpPowBits: number;
  /** The SMS sender: the outbox (sandbox only) or Africa's Talking. */
  sms: { provider: 'outbox' } | { provider: 'africastalking'; baseUrl: string; username: string; apiKey: string; from: string | undefined; timeoutMs: number };
  /** The credit bureau (asked only with the borrower's consent): none, the local sandbox bureau, or a bureau's HTTP API. */
  bureau: BureauConfig;
  /** SMS delivery reports must carry it (POST /api/messages/delivery/africastalking?secret=...); unset: all refused. */
  smsDeliverySecret: string | undefined;
  /** The USSD callback's source check (docs/security.md#ussd): the shared secret and the gateway's addresses. */
  ussd: { secret: string | undefined; allowedIps: string[] };
  /** Web Push (docs/messages.md#web-push): the provider and the VAPID keys (the sandbox's own pair by default). */
  push: PushConfig;
  supportPhone: string | undefined;
  /** The app's public address, without a trailing slash: SMS login links open `${publicUrl}/home#login_link=...`. */
  publicUrl: string;
  /** /api/docs served (off in production unless API_DOCS=on). */
  apiDocs: boolean;
  webConcurrency: number;
  /** /metrics: the private listener (port undefined: none) and the bearer token (issue 34). */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  workerIndex: number;
  shutdownGraceMs: number;
  /** The rules that hold an application for a person, and the review's target time (config/review.ts). */
  review: ReviewConfig;
  /** The month-end checklist's limit on payments in flight, in days (BOOKS_IN_FLIGHT_DAYS; docs/books.md). */
  booksInFlightDays: number;
  /** The hourly cap of reveals per staff member and the bulk-reveal alert (config/reveals.ts). */
  reveals: RevealConfig;
  /**
   * The staff audit (decision 0048): the chain's key (undefined: `<dataDir>/audit-key`, made at the first start), the
   * file checkpoints are also appended to (undefined: none), and how often the head is checkpointed.
   */
  audit: { key: string | undefined; checkpointFile: string | undefined; checkpointIntervalMs: number };
  /**
   * Business time, milliseconds since the epoch (config/clock.ts): the wall clock plus the sandbox clock's offset.
   * Tests replace it to move time; buildApp makes what it is given the wall clock.
   */
  now: () => number;
  /** The real time, for signatures, codes, sessions, TOTP, the staff audit and rate limits (config/clock.ts). */
  wallNow: () => number;
  /** Logged loudly at start-up (the sandbox running in production). */
  warnings: string[];
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const sandbox = env.SANDBOX === 'on' || (env.NODE_ENV !== 'production' && env.SANDBOX !== 'off');
  const smsProvider = env.SMS_PROVIDER ?? (sandbox ? 'outbox' : 'africastalking');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const pushProvider = env.PUSH_PROVIDER ?? (sandbox ? 'sandbox' : 'webpush');
  const warnings = env.NODE_ENV === 'production' ? assertProduction(source, { smsProvider, pushProvider, sandbox, publicUrl, publicUrlSet: Boolean(env.PUBLIC_URL), metricsHost: env.METRICS_PORT === undefined ? undefined : env.METRICS_HOST }) : [];
  if (smsProvider === 'outbox' && !sandbox) throw new Error('Invalid configuration: SMS_PROVIDER=outbox keeps codes in the database and is for the sandbox only; use africastalking');
  if (smsProvider === 'africastalking' && (!env.AT_USERNAME || !env.AT_API_KEY)) {
    throw new Error(`Invalid configuration: ${!env.AT_USERNAME ? 'AT_USERNAME' : 'AT_API_KEY'} is required for SMS_PROVIDER=africastalking`);
  }
  const [fromHour, untilHour] = env.COLLECTIONS_CONTACT_HOURS.split('-').map(Number) as [number, number];
  if (env.COLLECTIONS_CONTACT_HOURS !== '8-20' && !sandbox) {
    throw new Error('Invalid configuration: COLLECTIONS_CONTACT_HOURS may change only in the sandbox (the conduct rule is 08:00-20:00 Lusaka time)');
  }
  if (!(fromHour < untilHour && untilHour <= 24)) throw new Error('Invalid configuration: COLLECTIONS_CONTACT_HOURS must be from-until hours such as 8-20');
  return {
    version: pkg.version,
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST,
    adminDist: env.ADMIN_DIST,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    appDatabaseUrl: env.APP_DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    collectionsContactHours: { fromHour, untilHour },
    sandbox,
    demoPortfolio: sandbox && (env.DEMO_PORTFOLIO === 'on' || (env.NODE_ENV === 'development' && env.DEMO_PORTFOLIO !== 'off')),
    demoBorrowers: env.DEMO_PORTFOLIO_BORROWERS,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    google: { clientId: env.GOOGLE_CLIENT_ID, issuer: env.GOOGLE_ISSUER, jwksUrl: env.GOOGLE_JWKS_URL },
    tenantId: env.TENANT_ID,
    otpPepper: env.OTP_PEPPER,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    otpIpHourlyCap: env.OTP_IP_HOURLY_CAP,
    otpPowBits: env.OTP_POW_BITS,
    sms:
      smsProvider === 'outbox'
        ? { provider: 'outbox' }
        : { provider: 'africastalking', baseUrl: env.AT_BASE_URL, username: env.AT_USERNAME!, apiKey: env.AT_API_KEY!, from: env.AT_SENDER_ID, timeoutMs: env.SMS_TIMEOUT_MS },
    smsDeliverySecret: env.AT_DELIVERY_SECRET,
    bureau: bureauConfigOf(env, sandbox),
    ussd: { secret: env.USSD_SECRET, allowedIps: env.USSD_ALLOWED_IPS.split(',').map((s) => s.trim()).filter(Boolean) },
    push: pushConfigOf(env, sandbox),
    supportPhone: env.SUPPORT_PHONE,
    publicUrl,
    apiDocs: env.API_DOCS === 'on' || (env.NODE_ENV !== 'production' && env.API_DOCS !== 'off'),
    webConcurrency: env.WEB_CONCURRENCY,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    workerIndex: env.POCKET_WORKER_INDEX,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    review: reviewConfigOf(env),
    booksInFlightDays: env.BOOKS_IN_FLIGHT_DAYS,
    reveals: revealConfigOf(env),
    audit: {
      key: env.AUDIT_KEY,
      // The embedded PGlite keeps its copy beside its data (tests, which share a data folder between databases, none).
      checkpointFile: env.AUDIT_CHECKPOINT_FILE ?? (env.DATABASE_URL || env.NODE_ENV === 'test' ? undefined : path.join(path.resolve(env.DATA_DIR), 'audit-checkpoints.jsonl')),
      checkpointIntervalMs: env.AUDIT_CHECKPOINT_INTERVAL_MS,
    },
    now: Date.now,
    wallNow: Date.now,
    warnings,
  };
}

/** A config for tests: defaults plus overrides, without reading the real environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
