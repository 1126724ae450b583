/**
 * The API suites' setup file, run for every test file: after the file, close what it opened (harness) and forget its
 * staff sessions. Files may share a worker's imported modules (vitest.config.ts): nothing of one file reaches the next.
 */
import { afterAll } from 'vitest';

import { closeFileResources } from './harness';
import { forgetFileSessions } from './staff-sessions';

afterAll(async () => {
  await closeFileResources();
  forgetFileSessions();
});
