import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The one place the browser journeys read process.env.

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'server.js');
export const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
export const WEB_INDEX = path.join(WEB_DIST, 'index.html');
/**
 * The web app built with React's development build (`build:dev`, run by the web build): journeys that must read React's
 * own messages in full (a hydration mismatch and the tree where it is) load the first screens from it
 * (support/development-build.ts).
 */
export const WEB_DEV_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist-dev');
/** The lender's desk build (apps/admin), which the server serves at /admin from where it was built. */
export const ADMIN_INDEX = path.join(REPO_ROOT, 'apps', 'admin', 'dist', 'index.html');

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
 * otherwise the global setup starts one and publishes its address (E2E_SERVER_URL) for the test workers.
 */
export function baseUrl(): string | undefined {
  return process.env.E2E_BASE_URL ?? process.env.E2E_SERVER_URL;
}

/** True when the journeys drive a server someone else started (E2E_BASE_URL set before the run). */
export const EXTERNAL_SERVER = Boolean(process.env.E2E_BASE_URL);

/** The copy of the web build the started server serves; journeys may change it (a new deployment). */
export function servedWebDist(): string | undefined {
  return process.env.E2E_WEB_DIST;
}

export function publishServer(url: string, webDist: string): void {
  process.env.E2E_SERVER_URL = url;
  process.env.E2E_WEB_DIST = webDist;
}

/** The production server's environment: a free port, a throw-away data dir and web copy, the sandbox on. */
export function serverEnv(port: number, dataDir: string, webDist: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SANDBOX: 'on',
    // Production refuses the sandbox without this second flag (issue 34); it also allows the http://127.0.0.1 address.
    I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes',
    // Production refuses a missing or default secret (issue 16); a fresh random pepper per run.
    OTP_PEPPER: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    // SMS login links open the address the journeys use.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // The journeys count what is on the desk: no demo portfolio (decision 0051) unless a journey asks for one.
    DEMO_PORTFOLIO: 'off',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    // The journeys run at any hour: the collections contact hours are opened (sandbox only; the API tests hold the rule).
    COLLECTIONS_CONTACT_HOURS: '0-24',
  };
}

export function builtArtifactsMissing(): string[] {
  const development = [path.join(WEB_DEV_DIST, 'index.html'), path.join(WEB_DEV_DIST, '.ssr', 'entry-server.mjs')];
  return [SERVER_ENTRY, WEB_INDEX, ADMIN_INDEX, ...development].filter((file) => !existsSync(file));
}

/** The customer-service host the web build was given (VITE_CS_HOST), the one other origin its pages may load from. */
export const CUSTOMER_SERVICE_HOST = (process.env.VITE_CS_HOST ?? '').trim().replace(/\/+$/, '');

/** BUDGET_DETAIL=1: the budget run lists every transfer and the Lighthouse audits that cost points. */
export const BUDGET_DETAIL = Boolean(process.env.BUDGET_DETAIL);
