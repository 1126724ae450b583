/**
 * API test harness: the REAL app (buildApp) on a REAL database, shared by all tests of a file.
 *
 * Database: test/global-setup.ts migrates ONE database per `vitest run` — a PGlite data dir dumped to a tarball
 * (default), or a throw-away PostgreSQL database when TEST_DATABASE_URL (or DATABASE_URL) is set. Each test file opens
 * it once (PGlite: `loadDataDir` of the dump; PostgreSQL: a pool), closed after the file. Data therefore persists
 * between the tests of a file (and, on PostgreSQL, between files): use `uniqueMobile()` for every new user.
 *
 * Helpers:
 * - `createTestApp(overrides?, deps?)`: buildApp(testConfig(overrides)) on the shared database, with its own in-process
 *   key-value store (rate limits start fresh per app). Closed automatically after the file.
 * - `testClock(start?)`: `{ now, advance(ms), set(ms) }`; pass `{ now: clock.now }` to move the app's time.
 * - `call(app, method, url, body?, headers?)`: inject with the default headers; answers `{ status, json, headers }`.
 * - `loginAs(app, mobile?)`: sends a code, reads it from the sandbox outbox (GET /api/dev/sms), logs in through
 *   POST /api/authentication/mobileLogin and answers a `TestSession`: `{ mobile, userId, token, uid,
 *   signedHeaders(extra?), call(method, url, body?, headers?) }`. `signedHeaders()` makes fresh token/uid/nonce/
 *   timestamp/sign + default headers each time (a nonce is never reused); `session.call` signs for you.
 * - `uniqueMobile(prefix?)`: a random valid Zambian mobile (0971234567 form).
 * - `DEFAULT_HEADERS`: appName, AppVersionCode, X-TenantID, lang, deviceBrand, appChannelCode.
 * - `testDb()`: the file's shared Db, for assertions straight on tables. Its queries run as the app's role,
 *   pocket_app (decision 0048); `asOwnerRolledBack(body)` runs `body` as the owner in a transaction rolled back.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { InjectOptions } from 'fastify';
import { expect, inject } from 'vitest';

import { buildApp } from '../src/app';
import type { App, AppDeps } from '../src/app';
import { testConfig } from '../src/config/env';
import type { AppConfig } from '../src/config/env';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import type { Db } from '../src/db/client';
import { MemoryKv } from '../src/db/kv';
import { computeSign } from '../src/plugins/signature';

export const DEFAULT_HEADERS = {
  appName: 'Pocket',
  AppVersionCode: '1016',
  'X-TenantID': 'tenant_23',
  lang: 'en',
  deviceBrand: 'vitest',
  appChannelCode: 'h5',
} as const;

let shared: Promise<Db> | null = null;
const apps: App[] = [];

/** The file's shared, migrated database. */
export function testDb(): Promise<Db> {
  shared ??= (async () => {
    const url = inject('testDatabaseUrl');
    // Two connections, fewer than the race suites' concurrency: a transaction that needed a second connection
    // of the pool while holding one would hang here instead of passing by luck.
    if (url) return createDb({ databaseUrl: url, dataDir: '', poolSize: 2 });
    const dump = readFileSync(inject('pgliteDump'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return createDb({ dataDir: '', pglite: client });
  })();
  return shared;
}

class RolledBack extends Error {}

/**
 * Runs `body` in a transaction as the database's owner (the role the connection logged in as, which runs the
 * migrations; the app's queries run as pocket_app), then rolls it back: what someone holding the owner's credentials
 * could do, leaving the shared database as it was. Answers what `body` answered.
 */
export async function asOwnerRolledBack<T>(body: (tx: Db) => Promise<T>, db?: Db): Promise<T> {
  let answer: T | undefined;
  await (db ?? (await testDb()))
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', session_user, true)`);
      answer = await body(tx as unknown as Db);
      throw new RolledBack();
    })
    .catch((e: unknown) => {
      if (!(e instanceof RolledBack)) throw e;
    });
  return answer as T;
}

const ownDbs: Db[] = [];

/**
 * A database of its own for a file that counts statements: the same migrated database (PostgreSQL) or a copy of the
 * migrated dump (PGlite), whose every statement goes through `logger`. Closed after the file.
 */
export async function loggedTestDb(logger: Logger): Promise<Db> {
  const url = inject('testDatabaseUrl');
  const db = url
    ? await createDb({ databaseUrl: url, dataDir: '', poolSize: 2, logger })
    : await createDb({ dataDir: '', pglite: await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) }), logger });
  ownDbs.push(db);
  return db;
}

/**
 * A private PGlite copy of the migrated dump, even when the suite runs on PostgreSQL: for a file whose writes would
 * disturb other files on the shared database (moving the sandbox clock runs the overdue job over every loan; the demo
 * portfolio). Closed after the file.
 */
export async function privateTestDb(): Promise<Db> {
  const dump = inject('pgliteDump');
  const db = await createDb({ dataDir: '', pglite: await PGlite.create(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}) });
  ownDbs.push(db);
  if (!dump) await migrateDb(db);
  return db;
}

/**
 * Closes what a test file opened: its apps, its own databases and its shared one (the next file opens its own). Run
 * after every file by test/per-file.ts, a setup file: vitest runs setup files for each file, also when files share a
 * worker's modules (`isolate: false`), where a hook registered here, at import, would belong to the first file only.
 */
export async function closeFileResources(): Promise<void> {
  for (const app of apps.splice(0)) await app.close();
  for (const db of ownDbs.splice(0)) await closeDb(db);
  if (shared) await closeDb(await shared);
  shared = null;
}

export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
    set: (ms: number) => {
      current = ms;
    },
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, deps: AppDeps = {}): Promise<App> {
  const config = testConfig({ webDist: '/nonexistent', adminDist: '/nonexistent', dataDir: '/tmp/pocket-test-data', ...overrides });
  const app = await buildApp(config, { db: await testDb(), kv: new MemoryKv(config.now), ...deps });
  apps.push(app);
  return app;
}

// Tests read answers loosely (`res.json.data.x`); the contract schemas check shapes in the routes themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  json: { code: number; msg: string; data: T };
  headers: Record<string, unknown>;
  body: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  app: App,
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  extra: Partial<InjectOptions> = {},
): Promise<CallResult<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { ...DEFAULT_HEADERS, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
    ...extra,
  });
  let json: CallResult['json'];
  try {
    json = res.json();
  } catch {
    json = { code: res.statusCode, msg: res.body, data: null };
  }
  return { status: res.statusCode, json, headers: res.headers, body: res.body };
}

/** A random valid Zambian mobile (MTN 096 by default) so that tests never collide on a shared database. */
export function uniqueMobile(prefix = '096'): string {
  return prefix + String(randomInt(0, 10_000_000)).padStart(7, '0');
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const randomNonce = () => Array.from({ length: 6 }, () => ALNUM[randomInt(0, ALNUM.length)]).join('');
const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface TestSession {
  mobile: string;
  userId: number;
  token: string;
  uid: string;
  appRedirectStatus: number;
  signedHeaders(extra?: Record<string, string>): Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult<T>>;
}

/** Signed-call headers for a token: uid, fresh nonce, the app's wall clock (a phone's real time), sign = MD5(uid + nonce + timestamp). */
export function signHeaders(app: App, token: string, uid: string, extra: Record<string, string> = {}) {
  const nonce = randomNonce();
  const timestamp = String(app.appConfig.wallNow());
  return { ...DEFAULT_HEADERS, token, uid, nonce, timestamp, sign: computeSign(uid, nonce, timestamp), ...extra };
}

/** The latest SMS code sent to a number, read from the sandbox outbox. */
export async function latestCode(app: App, mobile: string): Promise<string> {
  const sms = await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`);
  expect(sms.status, sms.body).toBe(200);
  const code = sms.json.data.messages[0]?.code as string | undefined;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** Logs in through the real SMS-code flow and answers a session that signs its calls (`channel`: the sign-up channel). */
export async function loginAs(app: App, mobile: string = uniqueMobile(), opts: { channel?: string } = {}): Promise<TestSession> {
  const ip = randomIp();
  const sent = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, { remoteAddress: ip });
  expect(sent.status, sent.body).toBe(200);
  const captcha = await latestCode(app, mobile);
  const login = await call(app, 'POST', '/api/authentication/mobileLogin', {
    mobile,
    captcha,
    deviceType: 4,
    deviceBrand: 'vitest',
    appChannelCode: opts.channel ?? 'h5',
  });
  expect(login.status, login.body).toBe(200);
  const { token, id, appRedirectStatus } = login.json.data as { token: string; id: number; appRedirectStatus: number };
  const uid = crypto.randomUUID();
  const signedHeaders = (extra: Record<string, string> = {}) => signHeaders(app, token, uid, extra);
  return {
    mobile,
    userId: id,
    token,
    uid,
    appRedirectStatus,
    signedHeaders,
    call: (method, url, body, headers = {}) => call(app, method, url, body, signedHeaders(headers)),
  };
}
