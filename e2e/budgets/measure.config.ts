/**
 * Measurements run by hand (not budgets: they report figures and judge nothing), against the REAL built server as the
 * budgets are. Build first, then:
 *   cd e2e && ./node_modules/.bin/playwright test -c budgets/measure.config.ts
 * docs/performance.md says what each measures and what it measured.
 */
import { defineConfig } from '@playwright/test';

import budgetsConfig from './playwright.config';

export default defineConfig({ ...budgetsConfig, testMatch: /\.measure\.ts$/, outputDir: '../test-results/measure' });
