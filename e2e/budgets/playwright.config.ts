/**
 * First-load budgets and Lighthouse scores (issue 15), against the REAL built server (started by the e2e global
 * setup on a free port with a temporary DATA_DIR). Builds nothing: build first.
 *   node scripts/pnpm.mjs exec turbo run build --filter=@pocket/api...
 *   node scripts/pnpm.mjs --filter @pocket/e2e budget
 * Budgets live in budgets.json; docs/performance.md explains them.
 */
import { defineConfig } from '@playwright/test';

import { baseUrl, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/config';

export default defineConfig({
  testDir: '.',
  testMatch: /\.budget\.ts$/,
  outputDir: '../test-results/budgets',
  globalSetup: '../support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: 'list',
  use: {
    baseURL: baseUrl(),
    locale: 'en-US',
    timezoneId: 'Africa/Lusaka',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
