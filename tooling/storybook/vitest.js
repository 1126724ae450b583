import path from 'node:path';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every story of a package run as a test (Storybook's Vitest addon) in Debian Chromium, headless: a story that throws
 * while rendering or whose `play` assertions fail makes the run fail. Each package's vitest.storybook.config.ts is
 *   export default storybookVitestConfig(import.meta.dirname)
 * and its `test-storybook` script runs `vitest run --config vitest.storybook.config.ts`.
 */
export function storybookVitestConfig(packageDir) {
  return defineConfig({
    plugins: [storybookTest({ configDir: path.join(packageDir, '.storybook') })],
    resolve: { dedupe: ['react', 'react-dom', 'react-vant'] },
    test: {
      name: 'storybook',
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/storybook.json' },
      // One browser page at a time: two shared cores and several packages in parallel under turbo.
      maxWorkers: 1,
      fileParallelism: false,
      testTimeout: 30_000,
      // A loaded CI machine can take minutes to hand over a browser page.
      browser: {
        enabled: true,
        headless: true,
        ui: false,
        connectTimeout: 180_000,
        screenshotFailures: false,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
              '--disable-component-update', '--disable-sync'],
          },
        }),
        instances: [{ browser: 'chromium', viewport: { width: 375, height: 740 } }],
      },
    },
  });
}
