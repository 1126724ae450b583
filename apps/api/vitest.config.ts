import { nodeConfig } from '@pocket/vitest-config';

// One migrated database per run (test/global-setup.ts); each test file opens it once through test/harness.ts.
// 75 s per test: a sandbox staff sign-in may wait up to 30 s for the next TOTP step (a code signs in once, and on
// PostgreSQL the test files share the sandbox accounts), and a test may sign in two of them.
export default nodeConfig({
  test: { testTimeout: 75_000, hookTimeout: 120_000, globalSetup: ['./test/global-setup.ts'] },
});
