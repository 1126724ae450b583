import { nodeConfig } from '@pocket/vitest-config';

// One migrated database per run (test/global-setup.ts); each test file opens it once through test/harness.ts.
export default nodeConfig({
  test: { testTimeout: 30_000, hookTimeout: 120_000, globalSetup: ['./test/global-setup.ts'] },
});
