import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The one place the browser journeys read process.env.

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'server.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');

/** Debian's Chromium (apt); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that run Debian's Chromium headless as root in a container, without background traffic. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const IS_CI = Boolean(process.env.CI);

/**
 * The server the journeys drive. Set E2E_BASE_URL to test a server that is already running (e.g. `npm start`);
 * otherwise the global setup starts one and publishes its address here for the test workers.
 */
export function baseUrl(): string | undefined {
  return process.env.E2E_BASE_URL;
}

export function publishBaseUrl(url: string): void {
  process.env.E2E_BASE_URL = url;
}

/** The production server's environment: a free port, a throw-away data dir, the sandbox on. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SANDBOX: 'on',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  };
}

export function builtArtifactsMissing(): string[] {
  return [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
}
