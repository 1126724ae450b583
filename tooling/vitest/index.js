import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// Every package writes a JSON report so the root `npm test` can count passed and failed tests workspace-wide.
const reporting = {
  reporters: ['default', 'json'],
  outputFile: { json: 'test-results/vitest.json' },
};

/** Shared config for Node packages (contracts, api, tooling). */
export function nodeConfig(overrides = {}) {
  return defineConfig({
    ...overrides,
    test: {
      environment: 'node',
      include: ['**/*.test.{ts,tsx,js}'],
      exclude: ['**/node_modules/**', '**/dist/**', '**/e2e/**'],
      ...reporting,
      ...(overrides.test ?? {}),
    },
  });
}

/** Shared config for React packages: jsdom, Testing Library matchers, cleanup after each test. */
export function reactConfig(overrides = {}) {
  return defineConfig({
    ...overrides,
    test: {
      environment: 'jsdom',
      include: ['**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      setupFiles: [fileURLToPath(new URL('./setup-react.js', import.meta.url))],
      css: false,
      ...reporting,
      ...(overrides.test ?? {}),
    },
  });
}
