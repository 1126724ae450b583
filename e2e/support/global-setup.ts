import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { builtArtifactsMissing, EXTERNAL_SERVER, publishServer, REPO_ROOT, SERVER_ENTRY, serverEnv, WEB_DIST } from './config';

// A fresh PGlite data dir unpacks the build's migrated cluster: about 1.5 s idle, 30 s on a busy 2-core machine.
const HEALTH_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
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
  throw new Error(`${url}/api/health did not answer code 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the REAL production server (apps/api/dist/server.js, which also serves apps/web/dist) on a free port with a
 * fresh temporary DATA_DIR (PGlite) and the sandbox on, and waits for /api/health. Builds nothing: run
 * `npm run build` first. The server serves a temporary copy of apps/web/dist. Returns the teardown that stops the
 * server and deletes the data and the copy.
 */
export default async function globalSetup() {
  if (EXTERNAL_SERVER) return undefined;
  const missing = builtArtifactsMissing();
  if (missing.length > 0) {
    throw new Error(`Build first (npm run build); missing: ${missing.map((f) => path.relative(REPO_ROOT, f)).join(', ')}`);
  }

  const port = await freePort();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'pocket-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const webDist = path.join(workDir, 'web');
  await mkdir(dataDir);
  // A copy, so that the update journey can deploy a new sw.js without touching the real build.
  await cp(WEB_DIST, webDist, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnv(port, dataDir, webDist),
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

  try {
    const started = Date.now();
    await waitForHealth(url, () => exit);
    console.log(`[e2e] server healthy at ${url} after ${Date.now() - started} ms (DATA_DIR ${dataDir})`);
  } catch (error) {
    await stop();
    throw error;
  }
  publishServer(url, webDist);
  return stop;
}
