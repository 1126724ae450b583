/**
 * Browser journeys: Playwright driving Debian's Chromium (never a downloaded browser) on a phone-sized viewport
 * against the REAL production server on PGlite with the sandbox on.
 *
 * How to run, from the repository root:
 *   npm run build                      # builds apps/web (with sw.js; and apps/web/dist-dev, React's development
 *                                      # build, for first-screens.spec.ts) and apps/api/dist/server.js
 *   pnpm --filter @pocket/e2e e2e      # starts the server on a free port with a fresh DATA_DIR, runs the journeys
 * Options: CHROMIUM_PATH (default /usr/bin/chromium; `apt-get install -y chromium` provides it);
 * E2E_BASE_URL=http://localhost:8080 to drive a server that is already running instead (e.g. `npm start`);
 * `pnpm --filter @pocket/e2e e2e tests/login.spec.ts` (or `-g "title"`) to run a part. Reports land in e2e/test-results.
 */
import { defineConfig } from '@playwright/test';

import { baseUrl, CHROMIUM_ARGS, CHROMIUM_PATH, EXTERNAL_SERVER, IS_CI } from './support/config';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: IS_CI ? 1 : 0,
  forbidOnly: IS_CI,
  // A journey takes 10-35 s on a loaded two-core CI machine (it logs in, pays on the sandbox, follows the payment).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: IS_CI ? [['list'], ['html', { open: 'never', outputFolder: './test-results/html' }]] : 'list',
  use: {
    // Workers load this file after the global setup has published the server's address.
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Africa/Lusaka',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'mobile-chromium', testIgnore: /\.deploy\.spec\.ts$/ },
    // Journeys that deploy a new build into the served copy run last, alone, and only against our own server.
    ...(EXTERNAL_SERVER
      ? []
      : [{ name: 'deploy', testMatch: /\.deploy\.spec\.ts$/, dependencies: ['mobile-chromium'], fullyParallel: false }]),
  ],
});
