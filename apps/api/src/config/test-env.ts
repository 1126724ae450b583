// Test runs read these; kept in the config folder so process.env stays in config modules.

/** PostgreSQL for the test suites: TEST_DATABASE_URL, else DATABASE_URL; PGlite when neither is set. */
export const testDatabaseUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** Redis for the tests of the Redis-backed store; those tests need it. */
export const testRedisUrl = (): string => process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** PATH for server processes a test starts (they get no other variable of the test's environment). */
export const childPath = (): string => process.env.PATH ?? '';

/** CI runs every suite: there a missing PostgreSQL or Redis fails the run instead of skipping a suite. */
export const isCi = (): boolean => process.env.CI === 'true' || process.env.CI === '1';

/** The demo portfolio test's borrowers (DEMO_TEST_BORROWERS; `npm start` seeds 300): fewer keep the suite quick (80, as the e2e journey: every kind of borrower and desk case still plays). */
export const demoTestBorrowers = (): number => Number(process.env.DEMO_TEST_BORROWERS || 80);
