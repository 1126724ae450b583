import { nodeConfig } from '@pocket/vitest-config';

// One migrated database per run (test/global-setup.ts); each test file opens it once through test/harness.ts.
// 75 s per test: a sandbox staff sign-in may wait up to 30 s for the next TOTP step (a code signs in once), and a test
// may sign in two of them.
// test/per-file.ts closes what each file opened. Not isolated: the files of a worker share its imported modules (the
// app's code is imported once per worker, not once per file); each file still has its own database on PGlite
// (decision 0066). VITEST_ISOLATE=1 isolates every file again, to tell a leak between files from a file's own failure.
export default nodeConfig({
  test: { testTimeout: 75_000, hookTimeout: 120_000, globalSetup: ['./test/global-setup.ts'], setupFiles: ['./test/per-file.ts'], isolate: process.env.VITEST_ISOLATE === '1' },
});
