// Starts the servers a bench run compares: the REAL built product (dist/server.js, production mode, sandbox on) and a
// bare Fastify answering constant JSON, each in its own process so that neither steals the other's event loop.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { benchConfig, inheritedEnv } from './config.mjs';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = benchConfig.serverEntry ?? path.join(API_ROOT, 'dist', 'server.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      // The product drains for SHUTDOWN_GRACE_MS / 4 (1 s here) before closing; a --cpu-prof profile is written at exit.
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
}

/**
 * The product as `npm start` runs it; logs (info, as in production) go to a file in the run's folder. `env` adds or
 * replaces settings (the payday bench: its operators, Redis shared by its processes). `entry`: another build's
 * server.js (the apply bench's build before issue 45).
 */
export async function startProduct({ dataDir, databaseUrl, logFile, nodeArgs = [], env = {}, entry = SERVER_ENTRY }) {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: dataDir,
    env: {
      ...inheritedEnv,
      NODE_ENV: 'production',
      SANDBOX: 'on',
      // Production refuses the sandbox without this second flag (issue 34).
      I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // Workers share the nonce cache and limits through Redis (keys under a prefix of this run); one process keeps them in memory.
      REDIS_URL: databaseUrl && benchConfig.webConcurrency > 1 ? benchConfig.redisUrl : '',
      REDIS_PREFIX: `pocket-bench-${process.pid}-${port}:`,
      WEB_CONCURRENCY: databaseUrl ? String(benchConfig.webConcurrency) : '1',
      LOG_LEVEL: benchConfig.logLevel,
      OTP_IP_HOURLY_CAP: '1000000',
      OTP_PEPPER: 'bench-only-pepper-not-a-secret-0123456789',
      SHUTDOWN_GRACE_MS: '4000',
      // Sandbox disbursements complete after 20 ms instead of 300 ms, so that borrowers are prepared quickly.
      SANDBOX_DISBURSE_MS: '20',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitFor(`${url}/api/health`, child);
  return { url, pid: child.pid, readyMs, stop: stopper(child), child };
}

/** Bare Fastify: one route answering a constant envelope, the ceiling a Node HTTP server reaches on this machine. */
export async function startBare() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(API_ROOT, 'bench', 'bare-server.mjs'), String(port)], {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}
