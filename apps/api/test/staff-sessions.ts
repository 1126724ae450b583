import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, inject } from 'vitest';

import { STAFF_CSRF_HEADER } from '@pocket/contracts/api/staff';
import type { StaffRole } from '@pocket/contracts/api/staff';
import { approvalCalls, enrolmentCalls, sessionCalls, staffAccountCalls, staffPathOf } from '@pocket/contracts/staff';

import type { App } from '../src/app';
import { SANDBOX_STAFF } from '../src/modules/staff/sandbox';
import { nextUsableCode, TOTP_STEP_MS, totpNow } from '../src/modules/staff/secrets';
import { totpLastStep } from '../src/modules/staff/test-support';
import { call, createTestApp } from './harness';
import type { CallResult } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface StaffTestSession {
  id: number;
  email: string;
  cookie: string;
  csrfToken: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call<T = any>(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult<T>>;
}

export const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The `pocket_staff=...` pair of a Set-Cookie header. */
export function cookieOf(result: CallResult): string {
  const header = result.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  return String(value).split(';')[0]!;
}

/**
 * The code the server takes next for an account (a code signs in once): the current one, or the next step's; when both
 * are used (a third sign-in of the same account within 30 s), waits for the next step.
 */
export async function nextCode(app: App, account: { email: string; totpSecret: string }): Promise<string> {
  const lastStep = () => totpLastStep(app.db, account.email);
  const next = nextUsableCode(account.totpSecret, await lastStep(), app.appConfig.wallNow());
  if (next.usableInMs === 0) return next.code;
  if (next.usableInMs > 2 * TOTP_STEP_MS) throw new Error(`${account.email}: its last code was used ${Math.round(next.usableInMs / 1000)} s ahead of this clock`);
  await new Promise((resolve) => setTimeout(resolve, next.usableInMs + 50));
  return nextUsableCode(account.totpSecret, await lastStep(), app.appConfig.wallNow()).code;
}

const sessionOf = (app: App, id: number, email: string, cookie: string, csrfToken: string): StaffTestSession => ({
  id,
  email,
  cookie,
  csrfToken,
  call: (method, url, body, headers = {}) => call(app, method, url, body, { cookie, [STAFF_CSRF_HEADER]: csrfToken, ...headers }),
});

const signInCall = async (app: App, account: { email: string; password: string; totpSecret: string }) =>
  call(app, 'POST', sessionCalls.signIn.path, { email: account.email, password: account.password, totp: await nextCode(app, account) }, {}, { remoteAddress: randomIp() });
const sessionFrom = (app: App, email: string, res: CallResult) => sessionOf(app, res.json.data.staff.id, email, cookieOf(res), res.json.data.csrfToken as string);

/** Signs in through POST /api/staff/session with the next code the server takes; answers a session that sends cookie + CSRF. */
export async function staffSignIn(app: App, account: { email: string; password: string; totpSecret: string }): Promise<StaffTestSession> {
  const res = await signInCall(app, account);
  expect(res.status, res.body).toBe(200);
  return sessionFrom(app, account.email, res);
}

/** Sandbox sessions of this test file: the tests share the database, so a live session is reused instead of a new code. */
const sandboxSessions = new Map<string, StaffTestSession>();

type SavedSession = Pick<StaffTestSession, 'id' | 'email' | 'cookie' | 'csrfToken'>;

/**
 * On PostgreSQL every test file of a run shares one database, and with it the sandbox accounts. A code signs in once,
 * so each account could sign in only about once per 30-second step: files run one after another then waited up to half
 * a minute for the next code, tens of minutes a run. The files therefore share the live sessions of the sandbox
 * accounts through a file named after the run's database (a session is a row of that database; each use checks it is
 * still live). PGlite gives each file a database of its own: nothing is shared there.
 */
function sharedSessionsFile(): string | null {
  const url = inject('testDatabaseUrl');
  return url ? path.join(tmpdir(), `pocket-staff-sessions-${createHash('sha256').update(url).digest('hex').slice(0, 16)}.json`) : null;
}

function sharedSessions(): Record<string, SavedSession> {
  const file = sharedSessionsFile();
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, SavedSession>;
  } catch {
    return {};
  }
}

function shareSession(session: SavedSession): void {
  const file = sharedSessionsFile();
  if (!file) return;
  const all = { ...sharedSessions(), [session.email]: { id: session.id, email: session.email, cookie: session.cookie, csrfToken: session.csrfToken } };
  const draft = `${file}.${process.pid}.${randomInt(0, 1e9)}`;
  writeFileSync(draft, JSON.stringify(all));
  renameSync(draft, file); // whole or not at all: a file running beside this one never reads half of it
}

export const sandboxAccount = (email: string) => SANDBOX_STAFF.find((s) => s.email === email)!;

/** The app sandbox accounts sign in through: on the real clock, so that waiting for the next code helps. */
let realTime: Promise<App> | null = null;

/**
 * A session of a sandbox account on `app`: the file's live one when there is one, else a new sign-in (through an app on
 * the real clock: a test's frozen clock could never reach the next code; the session is a row of the shared database).
 */
export async function signInSandbox(app: App, login: string): Promise<StaffTestSession> {
  const account = sandboxAccount(`${login}@pocket.test`);
  const known = sandboxSessions.get(account.email) ?? sharedSessions()[account.email];
  if (known && (await call(app, 'GET', sessionCalls.read.path, undefined, { cookie: known.cookie })).status === 200) {
    const session = sessionOf(app, known.id, known.email, known.cookie, known.csrfToken);
    sandboxSessions.set(account.email, session);
    return session;
  }
  // On PostgreSQL the test files share the sandbox accounts: another file may take the same code first (401), so the
  // next code is tried (nextCode waits for it when both near steps are used).
  // A sandbox code used hours ahead would block every other sign-in of the account (older steps are refused), on
  // PostgreSQL in the other test files too: a test that moved its clock far signs in an account of its own.
  if (Math.abs(app.appConfig.now() - Date.now()) > 10 * 60_000) return standIn(app, login);
  const via = await (realTime ??= createTestApp());
  for (let attempt = 1; ; attempt += 1) {
    const res = await signInCall(via, account);
    if (res.status === 200 || res.status !== 401 || attempt === 4) {
      expect(res.status, res.body).toBe(200);
      const session = sessionFrom(app, account.email, res);
      sandboxSessions.set(account.email, session);
      shareSession(session);
      return session;
    }
  }
}

/** The token of the newest enrolment link the sandbox outbox holds for `email` (GET /api/dev/staff-mail). */
export async function enrolmentToken(app: App, email: string): Promise<string> {
  const mail = await call(app, 'GET', `/api/dev/staff-mail?to=${encodeURIComponent(email)}`);
  expect(mail.status, mail.body).toBe(200);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(String(mail.json.data[0]?.body ?? ''))?.[1];
  if (!token) throw new Error(`no enrolment link for ${email} in the sandbox outbox`);
  return token;
}

/** A strong password of its own for a test account (zxcvbn scores 4). */
export const strongPassword = () => `${randomBytes(9).toString('base64url')}-Tidal-Lantern`;

/**
 * Enrols through the link the outbox holds: opens it, sets a strong password and proves the secret with its current
 * code (the enrolment signs in, so that code's step is used). Answers the credentials and the enrolment's session.
 */
export async function enrol(app: App, email: string, password = strongPassword()): Promise<{ id: number; email: string; password: string; totpSecret: string; session: StaffTestSession }> {
  const token = await enrolmentToken(app, email);
  const started = await call(app, 'POST', enrolmentCalls.start.path, { token });
  expect(started.status, started.body).toBe(200);
  const totpSecret = started.json.data.totpSecret as string;
  const finished = await call(app, 'POST', enrolmentCalls.finish.path, { token, password, totp: totpNow(totpSecret, app.appConfig.wallNow()) }, {}, { remoteAddress: randomIp() });
  expect(finished.status, finished.body).toBe(200);
  const session = sessionFrom(app, email, finished);
  return { id: session.id, email, password, totpSecret, session };
}

/**
 * A new account without roles, made by the sandbox admin and enrolled by its member (then signed out): its id,
 * e-mail, password and TOTP secret. The enrolment used the code of the app's current step: sign in with `nextCode`,
 * or move a test clock a step first.
 */
export async function newAccount(app: App): Promise<{ id: number; email: string; password: string; totpSecret: string }> {
  const admin = await signInSandbox(app, 'admin');
  const created = await admin.call('POST', staffAccountCalls.create.path, { email: `acct-${Date.now().toString(36)}-${randomInt(0, 1e9)}@pocket.test`, name: 'Test Account' });
  expect(created.status, created.body).toBe(200);
  const { id, email, password, totpSecret, session } = await enrol(app, created.json.data.email as string);
  // Signed out again, so the account starts as before enrolment existed: no session (its code's step is used).
  expect((await session.call('DELETE', sessionCalls.signOut.path)).status).toBe(200);
  return { id, email, password, totpSecret };
}

/** An account with `roles`, made the real way (admin creates it, the member enrols, each role requested by admin, approved by admin2). */
async function grantedAccount(
  app: App,
  roles: readonly StaffRole[],
  admins?: { maker: StaffTestSession; checker: StaffTestSession },
  enrolOn: App = app,
): Promise<{ email: string; password: string; totpSecret: string }> {
  const maker = admins?.maker ?? (await signInSandbox(app, 'admin'));
  const checker = admins?.checker ?? (await signInSandbox(app, 'admin2'));
  const email = `staff-${Date.now().toString(36)}-${randomInt(0, 1e9)}@pocket.test`;
  const created = await maker.call('POST', staffAccountCalls.create.path, { email, name: 'Test Staff' });
  expect(created.status, created.body).toBe(200);
  const enrolled = await enrol(enrolOn, email);
  for (const role of roles) {
    const asked = await maker.call('POST', approvalCalls.request.path, { kind: 'role.grant', payload: { staffId: created.json.data.id, role }, reason: 'test staff' });
    expect(asked.status, asked.body).toBe(200);
    const approved = await checker.call('POST', staffPathOf(approvalCalls.approve, { id: asked.json.data.id }), {});
    expect(approved.status, approved.body).toBe(200);
  }
  return { email, password: enrolled.password, totpSecret: enrolled.totpSecret };
}

/** A new staff member with `roles`, made the real way: admin creates it, the member enrols, each role requested by admin, approved by admin2. */
export async function newStaff(
  app: App,
  roles: StaffRole[],
  admins?: { maker: StaffTestSession; checker: StaffTestSession },
): Promise<StaffTestSession & { account: { email: string; password: string; totpSecret: string } }> {
  const account = await grantedAccount(app, roles, admins);
  return { ...(await staffSignIn(app, account)), account };
}

/**
 * The stand-in for a sandbox account on an app whose clock was moved far: an account of its own with the same roles,
 * made through the real-clock app and signed in on `app` (its first code, at `app`'s time, blocks no one else's).
 * One per login and test file, so "admin" and "admin2" stay two people.
 */
const standIns = new Map<string, StaffTestSession>();

/** Forgets the file's sessions and its real-clock app (closed with the file's apps): the next file starts afresh. */
export function forgetFileSessions(): void {
  sandboxSessions.clear();
  standIns.clear();
  realTime = null;
}
async function standIn(app: App, login: string): Promise<StaffTestSession> {
  const known = standIns.get(login);
  if (known && (await call(app, 'GET', sessionCalls.read.path, undefined, { cookie: known.cookie })).status === 200) {
    return sessionOf(app, known.id, known.email, known.cookie, known.csrfToken);
  }
  const via = await (realTime ??= createTestApp());
  // Enrolled on the earlier of the two clocks: its code's step is then never ahead of the clock the account signs in on
  // (and a link made on the real clock is still open on a clock behind it).
  const account = await grantedAccount(via, sandboxAccount(`${login}@pocket.test`).roles, undefined, app.appConfig.now() < via.appConfig.now() ? app : via);
  const session = await staffSignIn(app, account);
  standIns.set(login, session);
  return session;
}
