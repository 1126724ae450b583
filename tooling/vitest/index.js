import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// Every package writes a JSON report so the root `npm test` can count passed and failed tests workspace-wide.
const reporting = {
  reporters: ['default', 'json'],
  outputFile: { json: 'test-results/vitest.json' },
};

// Two cores run several packages' suites at once (turbo): keep each suite to two workers, and give slow starts room
// so a busy machine never turns into a failed run.
const pacing = {
  maxWorkers: 2,
  testTimeout: 20_000,
  hookTimeout: 60_000,
  teardownTimeout: 20_000,
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
      ...pacing,
      ...(overrides.test ?? {}),
    },
  });
}

/**
 * A timer that a file's tests left running (a react-vant toast's duration, a transition's end) can fire after vitest
 * has torn down that file's jsdom, when every one of its tests has already passed or failed: React then finds no
 * `window` (or a store no `document`). Such an error cannot change a result, and is ignored; any other unhandled
 * error still fails the run. (Persisted stores in tests stop their writes after each test: @pocket/testing.)
 */
function ignoreAfterTeardown(error) {
  const afterTeardown = error?.name === 'ReferenceError' && /^(window|document) is not defined$/.test(error?.message ?? '');
  return afterTeardown ? false : undefined;
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
      onUnhandledError: ignoreAfterTeardown,
      ...reporting,
      ...pacing,
      ...(overrides.test ?? {}),
    },
  });
}
