/**
 * The payday bench's moving parts, started and stopped by payday.ts: the operators' process, the API processes on
 * the real operators' adapters, the throw-away database, and the log scan at the end.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { startProduct } from '../servers.mjs';
import type { OperatorSettings } from './operators';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface Operators {
  mtn: string;
  airtel: string;
  admin: string;
  pid: number;
  settings: OperatorSettings;
  stop: () => Promise<void>;
}

/** The operators in their own process (tsx), its URLs read from its first line. */
export async function startOperators(faults: boolean, seed: number, logFile: string): Promise<Operators> {
  const hex = (n: number) => randomBytes(n).toString('hex');
  const settings: OperatorSettings = { faults, seed, mtn: { apiUser: hex(8), apiKey: hex(16), subscriptionKey: hex(16) }, airtel: { clientId: hex(8), clientSecret: hex(16) } };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'operators.ts'), JSON.stringify(settings)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stderr.pipe(log);
  const urls = await new Promise<{ mtn: string; airtel: string; admin: string }>((resolve, reject) => {
    let buffer = '';
    const onData = (c: Buffer) => {
      buffer += c.toString();
      const nl = buffer.indexOf('\n');
      if (nl < 0) return;
      child.stdout.off('data', onData);
      child.stdout.pipe(log);
      resolve(JSON.parse(buffer.slice(0, nl)) as { mtn: string; airtel: string; admin: string });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the operators' process exited (${code}); see ${logFile}`)));
  });
  return {
    ...urls,
    pid: child.pid!,
    settings,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

export type Product = Awaited<ReturnType<typeof startProduct>>;

/** The Redis key prefix of this run's processes (removed at the end). */
export const REDIS_PREFIX = `pocket-payday-${process.pid}:`;

/** N API processes on the same database and Redis (one prefix: they share nonces, limits and job leases). */
export async function startProducts(opts: { n: number; databaseUrl: string; redisUrl: string; dir: string; operators: Operators; metricsToken: string; cpuProfile: boolean }): Promise<Product[]> {
  const { settings } = opts.operators;
  const env = {
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX,
    WEB_CONCURRENCY: '1',
    METRICS_TOKEN: opts.metricsToken,
    MTN_BASE_URL: opts.operators.mtn,
    MTN_COLLECTION_SUBSCRIPTION_KEY: settings.mtn.subscriptionKey,
    MTN_COLLECTION_API_USER: settings.mtn.apiUser,
    MTN_COLLECTION_API_KEY: settings.mtn.apiKey,
    MTN_DISBURSEMENT_SUBSCRIPTION_KEY: settings.mtn.subscriptionKey,
    MTN_DISBURSEMENT_API_USER: settings.mtn.apiUser,
    MTN_DISBURSEMENT_API_KEY: settings.mtn.apiKey,
    AIRTEL_BASE_URL: opts.operators.airtel,
    AIRTEL_CLIENT_ID: settings.airtel.clientId,
    AIRTEL_CLIENT_SECRET: settings.airtel.clientSecret,
    AIRTEL_DISBURSEMENT_PIN: 'bench-pin',
    // The operators' load balancer sends each callback to one of the processes on this URL's path.
    MOMO_CALLBACK_BASE_URL: 'http://127.0.0.1:9',
  };
  const products: Product[] = [];
  for (let i = 0; i < opts.n; i += 1) {
    const dataDir = path.join(opts.dir, `api-${i}`);
    mkdirSync(dataDir, { recursive: true });
    const nodeArgs = opts.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(opts.dir, 'profiles')}`] : [];
    products.push(await startProduct({ dataDir, databaseUrl: opts.databaseUrl, logFile: path.join(opts.dir, `api-${i}.log`), env, nodeArgs }));
  }
  return products;
}

/** `create database <clone> template <name>`, work, drop (the template must have no sessions). */
export async function withClone<T>(pgBase: string, name: string, work: (clone: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
  await admin.connect();
  const clone = `${name}_pgbench`;
  await admin.query(`create database ${clone} template ${name}`);
  try {
    return await work(clone);
  } finally {
    await admin.query(`drop database if exists ${clone} with (force)`);
    await admin.end();
  }
}

/**
 * Error and fatal lines of a product's log (pino JSON) before it was told to stop (its "draining" line): their
 * messages and counts. Lines after it come from the bench stopping the process, not from the day: `atShutdown`.
 */
export function logErrors(file: string): { during: Map<string, number>; atShutdown: number } {
  const during = new Map<string, number>();
  let atShutdown = 0;
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { during, atShutdown };
  }
  let stopping = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; type?: string } };
      if (entry.msg === 'draining') stopping = true;
      if ((entry.level ?? 0) < 50) continue;
      if (stopping) {
        atShutdown += 1;
        continue;
      }
      const key = `${entry.msg ?? ''}${entry.err ? `: ${entry.err.type ?? ''} ${entry.err.message ?? ''}` : ''}`.slice(0, 200);
      during.set(key, (during.get(key) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return { during, atShutdown };
}
