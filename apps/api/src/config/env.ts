import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import pkg from '../../package.json' with { type: 'json' };
import { SANDBOX_IN_PRODUCTION_FLAG, assertProduction } from './production';
import { type PushConfig, pushConfigOf } from './push';
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
  REDIS_URL: optional,
  /** Prefix of every Redis key (several deployments or test runs may share one Redis). */
  REDIS_PREFIX: z.string().min(1).default('pocket:'),
  SANDBOX: z.enum(['on', 'off', '']).optional(),
  /** `yes` lets NODE_ENV=production run with SANDBOX=on (config/production.ts); anything else refuses it. */
  [SANDBOX_IN_PRODUCTION_FLAG]: z.enum(['yes', 'no', '']).optional(),
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
  /** A secret the delivery-report URL set at Africa's Talking carries (?secret=...); reports without it are refused. */
  AT_DELIVERY_SECRET: optional,
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
  /** Set by the primary of a cluster for each worker (0, 1, ...); not for operators. */
  POCKET_WORKER_INDEX: z.coerce.number().int().min(0).default(0),
  /** Milliseconds a shutdown waits for requests in flight before closing anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(20_000),
  /** When an application goes to a person (config/review.ts; docs/lending.md). Amounts in Kwacha. */
  ...reviewEnv,
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
  /** PostgreSQL connections per process. */
  poolSize: number;
  /** Redis for rate limits, OTP counters and the nonce cache when set; otherwise in-process. */
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Sandbox providers and /api/dev/*: on unless NODE_ENV=production (SANDBOX=on forces it on). */
  sandbox: boolean;
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
  /** When set, SMS delivery reports must carry it (POST /api/messages/delivery/africastalking?secret=...). */
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
  /** Milliseconds since the epoch; tests replace it to move time. */
  now: () => number;
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
    poolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    sandbox,
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
    now: Date.now,
    warnings,
  };
}

/** A config for tests: defaults plus overrides, without reading the real environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
