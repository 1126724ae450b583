import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_HEADERS, randomNonce, uniqueMobile } from '../../test/harness';
import { waitFor } from '../../test/lending-helpers';
import { missingServices } from '../../test/services';
import { childPath, testDatabaseUrl, testRedisUrl } from '../config/test-env';
import { POW_HEADER } from '../modules/auth/otp-network';
import { solvePow } from '../modules/auth/otp.network.test-support';
import { OTP_MESSAGES } from '../modules/auth/otp.service';
import { SIGN_MESSAGES, computeSign } from './signature';

// Two real server processes (tsx src/server.ts) on one throw-away PostgreSQL database and one Redis, as behind a load
// balancer: state shared only through them. PostgreSQL: TEST_DATABASE_URL, else the machine's 127.0.0.1:5432.
const adminUrl = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pocket_two_proc_${randomBytes(4).toString('hex')}`;
const servers: Array<{ child: ChildProcess; url: string; metricsUrl: string; output: string[] }> = [];
const missing = await missingServices({ postgres: adminUrl, redis: testRedisUrl() });

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  // Metrics are read where production reads them: the private listener (issue 34).
  const metricsPort = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../server.ts', import.meta.url))], {
    env: { PATH: childPath(), NODE_ENV: 'development', DEMO_PORTFOLIO: 'off', HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    const ready = await fetch(`${url}/api/health/ready`).then((r) => r.status === 200, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  servers.push({ child, url, metricsUrl, output });
  return { child, url, metricsUrl, output };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { code: number; msg: string; data: any };
async function api(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { method, headers: { ...DEFAULT_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Answer, headers: res.headers };
}

let a: Awaited<ReturnType<typeof startServer>>;
let b: Awaited<ReturnType<typeof startServer>>;
let env: Record<string, string>;
/** The borrower logged in by the first test; the drain test sends one more signed call for it. */
let session = { token: '', uid: '' };
beforeAll(async () => {
  if (missing) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  env = { DATABASE_URL: url.toString(), REDIS_URL: testRedisUrl(), REDIS_PREFIX: `${dbName}:`, OTP_IP_HOURLY_CAP: '4', OTP_POW_BITS: '8', LENDING_JOBS: 'on', RECONCILE_INTERVAL_MS: '1000', OVERDUE_INTERVAL_MS: '1000', DATA_DIR: `/tmp/${dbName}` };
  a = await startServer(env); // migrates the empty database first
  b = await startServer(env);
}, 300_000);

afterAll(async () => {
  if (missing) return;
  await Promise.all(servers.map((s) => new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : (s.child.once('exit', resolve), s.child.kill('SIGKILL'))))));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}, 60_000);

describe.skipIf(missing !== '')(`two server processes on PostgreSQL + Redis${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('OTP, replay refusal and rate limits hold across them; both answer ready, metrics and request ids', async () => {
    const mobile = uniqueMobile();
    const ip = { 'x-forwarded-for': '1.1.1.1' }; // not trusted (TRUST_PROXY_HOPS=0): both see 127.0.0.1
    const first = await api(a.url, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, ip);
    expect(first.status).toBe(200);
    // The browser's own resend wait (its pocket_otp cookie) holds on the other process.
    const cookie = String(first.headers.get('set-cookie')).split(';')[0]!;
    const resend = await api(b.url, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, { cookie });
    expect([resend.status, resend.json.msg]).toEqual([429, OTP_MESSAGES.resend(resend.json.data.nextSendInSeconds)]);
    const sms = await api(b.url, 'GET', `/api/dev/sms?mobile=${mobile}`);
    const captcha = sms.json.data.messages[0].code as string;
    const login = await api(b.url, 'POST', '/api/authentication/mobileLogin', { mobile, captcha });
    expect(login.status).toBe(200);
    expect((await api(a.url, 'POST', '/api/authentication/mobileLogin', { mobile, captcha })).json.msg).toBe(OTP_MESSAGES.expired);

    const uid = crypto.randomUUID();
    const nonce = randomNonce();
    const timestamp = String(Date.now());
    const signed = { token: login.json.data.token as string, uid, nonce, timestamp, sign: computeSign(uid, nonce, timestamp) };
    session = { token: signed.token, uid };
    expect((await api(a.url, 'GET', '/api/my/getUserInfo', undefined, signed)).status).toBe(200);
    expect((await api(b.url, 'GET', '/api/my/getUserInfo', undefined, signed)).json.msg).toBe(SIGN_MESSAGES.replay);

    // OTP_IP_HOURLY_CAP=4, plus 2 for the number that logged in from this address, across both processes (one send
    // above, then five more, then a proof of work is asked); a solution from one process is accepted once by the other.
    const sends = [];
    for (let i = 0; i < 6; i += 1) sends.push(await api(i % 2 ? a.url : b.url, 'POST', `/api/authentication/sendSmsCode/${uniqueMobile()}/1`));
    expect(sends.map((r) => r.json.msg)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', OTP_MESSAGES.powNeeded]);
    const pow = { [POW_HEADER]: solvePow(sends[5]!.json.data.pow) };
    expect((await api(a.url, 'POST', `/api/authentication/sendSmsCode/${uniqueMobile()}/1`, undefined, pow)).json.msg).toBe('ok');
    expect((await api(b.url, 'POST', `/api/authentication/sendSmsCode/${uniqueMobile()}/1`, undefined, pow)).json.msg).toBe(OTP_MESSAGES.powInvalid);

    for (const server of [a, b]) {
      const ready = await api(server.url, 'GET', '/api/health/ready');
      expect([ready.status, ready.json.data]).toEqual([200, { database: true, kv: true, draining: false }]);
      expect(ready.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const metrics = await (await fetch(server.metricsUrl)).text();
      expect(metrics).toContain('pocket_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/authentication/sendSmsCode/:mobile/:type",status=');
      expect(metrics).toContain('pocket_reconciler_lag_seconds 0');
    }
    // Every request log line carries the request id, and no full phone number is logged.
    const lines = a.output.join('').split('\n').filter((l) => l.includes('"req"') || l.includes('"res"'));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(JSON.parse(line).reqId).toBeTruthy();
    expect(a.output.join('')).not.toContain(mobile);
  }, 120_000);

  it('each job runs once per interval across both processes (a Redis lease), the other process skips', async () => {
    const count = async () => {
      const totals: Record<string, number> = {};
      for (const server of [a, b]) {
        const text = await (await fetch(server.metricsUrl)).text();
        for (const m of text.matchAll(/^pocket_job_runs_total\{job="([^"]+)",outcome="(\w+)"\} (\d+)$/gm)) totals[`${m[1]}/${m[2]}`] = (totals[`${m[1]}/${m[2]}`] ?? 0) + Number(m[3]);
      }
      return totals;
    };
    const before = await count();
    const started = Date.now();
    await new Promise((r) => setTimeout(r, 8_000));
    const after = await count();
    const seconds = (Date.now() - started) / 1000;
    for (const job of ['reconciler', 'overdue job']) {
      const ran = (after[`${job}/ran`] ?? 0) - (before[`${job}/ran`] ?? 0);
      const skipped = (after[`${job}/skipped`] ?? 0) - (before[`${job}/skipped`] ?? 0);
      // Two processes ticking every second would run it about 2 × seconds times without the lease.
      expect(ran, job).toBeGreaterThan(0);
      expect(ran, job).toBeLessThanOrEqual(Math.ceil(seconds / 0.9) + 1);
      expect(skipped, job).toBeGreaterThan(0);
      console.log(`[two processes] ${job}: ${ran} runs and ${skipped} skips in ${seconds.toFixed(1)} s across 2 processes (1 s interval)`);
    }
  }, 60_000);

  it('messages (issue 31): loans paid out through both processes, each borrower gets its SMS exactly once', async () => {
    const mobiles = Array.from({ length: 6 }, () => uniqueMobile('097'));
    const made = await Promise.all(mobiles.map((mobile, i) => api(i % 2 ? a.url : b.url, 'POST', '/api/dev/borrowers', { mobile, loan: { amount: 500, term: 14 } })));
    expect(made.map((r) => r.status)).toEqual(mobiles.map(() => 200));
    const bodies = async (mobile: string) => ((await api(b.url, 'GET', `/api/dev/sms?mobile=${mobile}`)).json.data.messages as Array<{ body: string }>).map((m) => m.body);
    for (let i = 0; i < 60 && (await Promise.all(mobiles.map(bodies))).some((x) => x.length === 0); i += 1) await new Promise((r) => setTimeout(r, 500));
    // Both processes run the message job every 10 s (sandbox) and send at once after a payment: wait two rounds more.
    await new Promise((r) => setTimeout(r, 21_000));
    for (const mobile of mobiles) expect(await bodies(mobile), mobile).toEqual([expect.stringMatching(/^Pocket: your loan of K500\.00 was sent to your mobile money\. K580\.00 is due on \d+ \w{3}\. Repay in the Pocket app\.$/)]);
  }, 120_000);

  it('staff sign-in guesses sent at once to both processes: exactly the account\'s 3 free ones are checked (issue 42, defect 2)', async () => {
    // A sandbox account of this throw-away database; 60 wrong passwords at once, alternating between the processes.
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => api(i % 2 ? a.url : b.url, 'POST', '/api/staff/session', { email: 'finance2@pocket.test', password: `wrong-${i}`, totp: '000000' })),
    );
    const counts: Record<number, number> = {};
    for (const g of guesses) counts[g.status] = (counts[g.status] ?? 0) + 1;
    console.log(`[two processes] 60 parallel staff sign-in guesses over 2 processes: ${counts[401] ?? 0} checked, ${counts[429] ?? 0} refused`);
    expect(counts).toEqual({ 401: 3, 429: 57 });
  }, 60_000);

  it('WEB_CONCURRENCY=2 runs two workers behind one port (node:cluster)', async () => {
    const cluster = await startServer({ ...env, WEB_CONCURRENCY: '2', METRICS_PORT: '' });
    const pids = new Set<number>();
    // The second worker may still be starting on a loaded machine: ask for up to 90 s, new connection each time.
    for (let i = 0; i < 360 && pids.size < 2; i += 1) {
      pids.add((await api(cluster.url, 'GET', '/api/health/live', undefined, { connection: 'close' })).json.data.pid as number);
      if (pids.size < 2) await new Promise((r) => setTimeout(r, 250));
    }
    expect(pids.size).toBe(2);
    expect(pids.has(cluster.child.pid!)).toBe(false); // the primary only supervises
    cluster.child.kill('SIGTERM');
    expect(await new Promise((resolve) => (cluster.child.exitCode !== null ? resolve(cluster.child.exitCode) : cluster.child.once('exit', resolve)))).toBe(0);
  }, 240_000);

  it('SIGTERM drains: readiness turns 503, the request in flight finishes, the process exits 0', async () => {
    // The request is in flight for certain, not by luck of timing: the sessions table is locked, so the signed call
    // waits in PostgreSQL, where the test sees it. Only then is the signal sent; the lock is let go once the process
    // says it is draining, and the call must still be answered.
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    const { token, uid } = session;
    const nonce = randomNonce();
    const timestamp = String(Date.now());
    const signed = { token, uid, nonce, timestamp, sign: computeSign(uid, nonce, timestamp) };
    let inFlight: ReturnType<typeof api> | undefined;
    let answeredEarly: Awaited<ReturnType<typeof api>> | undefined;
    let failedEarly: string | undefined;
    // A backend waiting for the locked table, read from pg_locks. Not from pg_stat_activity: this connection asks
    // inside its transaction, and PostgreSQL shows a transaction the activity of its first look until it ends (the
    // test once looked before the call reached the database and then saw nothing for 20 s).
    const waitingOnSessions = async () => {
      const { rows } = await locker.query(
        `select count(*)::int as n from pg_locks
          where locktype = 'relation' and not granted and relation = 'sessions'::regclass
            and database = (select oid from pg_database where datname = current_database())`,
      );
      return rows[0].n > 0;
    };
    // What the database was doing, named in the failure if the call never waited (the snapshot cleared first).
    const activity = async () => {
      await locker.query('select pg_stat_clear_snapshot()');
      const { rows } = await locker.query(
        `select pid, state, wait_event_type, wait_event, left(query, 90) as query from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return JSON.stringify(rows);
    };
    try {
      await locker.query('begin');
      await locker.query('lock table sessions in access exclusive mode');
      inFlight = api(a.url, 'GET', '/api/my/getUserInfo', undefined, signed);
      void inFlight.then((answer) => (answeredEarly = answer), (error: unknown) => (failedEarly = String(error)));
      const settled = () => answeredEarly !== undefined || failedEarly !== undefined;
      const waiting = await waitFor(waitingOnSessions, (seen) => seen || settled(), 20_000);
      const early = answeredEarly as Awaited<ReturnType<typeof api>> | undefined;
      if (!waiting) {
        const why = early
          ? `it was answered first: ${early.status} ${JSON.stringify(early.json)}`
          : failedEarly
            ? `it failed first: ${failedEarly}; the process said: ${a.output.join('').slice(-600)}`
            : `the database: ${await activity()}`;
        expect.fail(`the signed call did not wait on the locked sessions table within 20 s; ${why}`);
      }
      a.child.kill('SIGTERM');
      expect(await waitFor(async () => a.output.join(''), (out) => out.includes('"msg":"draining"'), 20_000), 'the process logs draining').toContain('"msg":"draining"');
    } finally {
      await locker.query('commit');
      await locker.end();
    }
    const answered = await inFlight!;
    expect([answered.status, answered.json.code, answered.json.msg]).toEqual([200, 200, 'ok']);
    const draining = await api(a.url, 'GET', '/api/health/ready');
    expect([draining.status, draining.json.data.draining]).toEqual([503, true]);
    const code = await new Promise((resolve) => (a.child.exitCode !== null ? resolve(a.child.exitCode) : a.child.once('exit', resolve)));
    expect(code).toBe(0);
    expect(a.output.join('')).toContain('"msg":"stopped"');
  }, 60_000);
});
