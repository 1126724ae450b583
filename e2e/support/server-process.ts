import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { REPO_ROOT, SERVER_ENTRY, serverEnv } from './config';

// A fresh PGlite data dir unpacks the build's migrated cluster: about 1.5 s idle, 30 s on a busy 2-core machine.
const HEALTH_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, exited: () => string | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`The server stopped before it was healthy (${exit})`);
    try {
      const response = await fetch(`${url}/api/health`);
      const body = (await response.json()) as { code?: number };
      if (response.ok && body.code === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url}/api/health did not answer code 200 within ${timeoutMs / 1000} s`);
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  /** Stops the server (SIGTERM, SIGKILL after 5 s) and deletes its temporary folder. */
  stop: () => Promise<void>;
  /** The same, synchronously, for a process that is exiting (no await there): the signal, no waiting. */
  kill: () => void;
}

/**
 * Starts the REAL production server (apps/api/dist/server.js) serving `webDist` on a free port with a fresh temporary
 * DATA_DIR (PGlite) and the sandbox on, and waits for /api/health. `prepare` runs in the temporary folder first (the
 * global setup copies the web build there). `env` goes on top of the server's environment; `healthTimeoutMs` is longer
 * for a server that seeds the demo portfolio before it listens.
 */
export async function startServer(
  webDist: (workDir: string) => Promise<string>,
  label = 'e2e',
  opts: { env?: NodeJS.ProcessEnv; healthTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const workDir = await mkdtemp(path.join(os.tmpdir(), `pocket-${label}-`));
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir);
  const served = await webDist(workDir);
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...serverEnv(port, dataDir, served), ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exit: string | null = null;
  server.once('exit', (code, signal) => {
    exit = `exit code ${code ?? '-'}, signal ${signal ?? '-'}`;
  });
  const stop = async () => {
    if (!exit) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!exit) server.kill('SIGKILL');
    }
    await rm(workDir, { recursive: true, force: true });
  };
  const kill = () => {
    if (!exit) server.kill('SIGKILL');
  };
  try {
    const started = Date.now();
    await waitForHealth(url, () => exit, opts.healthTimeoutMs ?? HEALTH_TIMEOUT_MS);
    console.log(`[${label}] server healthy at ${url} after ${Date.now() - started} ms (DATA_DIR ${dataDir})`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop, kill };
}
