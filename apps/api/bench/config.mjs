// The one place the bench reads process.env.
// BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_BORROWERS (300), BENCH_DATABASES (pglite,postgres),
// BENCH_STAGE_BORROWERS (100: borrowers with a stage order, for the mobile-order reads),
// BENCH_CASES (every case when empty; else comma-separated parts of case names, e.g. getMyLoanInfo,mobile-order),
// BENCH_SUBMIT_BILLS (1500: distinct bills the submit case repays; borrowers with a 3-bill Pocket Stages loan are
// prepared for those beyond the BENCH_BORROWERS' own bills),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432), BENCH_LOG_LEVEL (info, as in production),
// BENCH_CPU_PROF=1 (the product runs with --cpu-prof; profiles land in apps/api/bench-profiles/),
// BENCH_SERVER_ENTRY (another built server.js to compare, e.g. a copy of an earlier build's dist/server.js),
// BENCH_WEB_CONCURRENCY (1: the product as one process; N > 1 runs N workers as production may, with Redis at
// BENCH_REDIS_URL, redis://127.0.0.1:6379, for the nonce cache and limits they share; PostgreSQL only).
// book.mjs (a book that stays, for EXPLAIN): BOOK_DATABASE_URL (required), BOOK_BORROWERS (2000),
// BOOK_STAGE_BORROWERS (a quarter of them), BOOK_SESSIONS (book-sessions.json); explain.mjs: BORROWERS (20).
const env = process.env;

export const benchConfig = {
  seconds: Number(env.BENCH_SECONDS ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  borrowers: Number(env.BENCH_BORROWERS ?? 300),
  stageBorrowers: Number(env.BENCH_STAGE_BORROWERS ?? 100),
  cases: env.BENCH_CASES ?? '',
  submitBills: Number(env.BENCH_SUBMIT_BILLS ?? 1500),
  databases: (env.BENCH_DATABASES ?? 'pglite,postgres').split(','),
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  cpuProfile: Boolean(env.BENCH_CPU_PROF),
  serverEntry: env.BENCH_SERVER_ENTRY,
  webConcurrency: Number(env.BENCH_WEB_CONCURRENCY ?? 1),
  redisUrl: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export const bookConfig = {
  databaseUrl: env.BOOK_DATABASE_URL,
  borrowers: Number(env.BOOK_BORROWERS ?? 2000),
  stageBorrowers: env.BOOK_STAGE_BORROWERS === undefined ? undefined : Number(env.BOOK_STAGE_BORROWERS),
  sessions: env.BOOK_SESSIONS ?? 'book-sessions.json',
  explainBorrowers: Number(env.BORROWERS ?? 20),
};

/** The data-scale bench (scale.ts): SCALE_DATABASE_URL (the large database, kept; else a throw-away one),
 * SCALE_REPORT_RUNS (3), SCALE_LIST_RUNS (20), SCALE_CONNECTIONS (16), SCALE_SECONDS (5), SCALE_BORROWERS (40),
 * SCALE_SKIP_DESKS=1, SCALE_SKIP_READS=1; BENCH_PG_URL as above. */
export const scaleConfig = {
  databaseUrl: env.SCALE_DATABASE_URL,
  reportRuns: Number(env.SCALE_REPORT_RUNS ?? 3),
  listRuns: Number(env.SCALE_LIST_RUNS ?? 20),
  connections: Number(env.SCALE_CONNECTIONS ?? 16),
  seconds: Number(env.SCALE_SECONDS ?? 5),
  borrowers: Number(env.SCALE_BORROWERS ?? 40),
  skipDesks: env.SCALE_SKIP_DESKS === '1',
  skipReads: env.SCALE_SKIP_READS === '1',
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
};

/** The environment the bench's child servers inherit (PATH and the like). */
export const inheritedEnv = env;
