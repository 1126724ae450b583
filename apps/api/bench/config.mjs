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

/** The credit policy bench (credit.ts): CREDIT_DATABASE_URL (kept; else a throw-away one), CREDIT_RUNS (2),
 * CREDIT_DECISIONS (500), CREDIT_BORROWERS (the data-scale generator's borrowers when the database has none; default
 * a tenth of the decisions; 1000000 for the million-borrower data set of `npm run bench:scale`); BENCH_PG_URL as above. */
export const creditConfig = {
  databaseUrl: env.CREDIT_DATABASE_URL,
  borrowers: env.CREDIT_BORROWERS === undefined ? null : Number(env.CREDIT_BORROWERS),
  runs: Number(env.CREDIT_RUNS ?? 2),
  decisions: Number(env.CREDIT_DECISIONS ?? 500),
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
};

/** The apply call beside another build (apply-call.ts; issue 45): APPLY_BEFORE_ENTRY (required: the other build's
 * dist/server.js, e.g. a worktree of c7a70b4c, the commit before issue 45), APPLY_DATABASE_URL and
 * APPLY_BEFORE_DATABASE_URL (each side's database, kept: e.g. the million-borrower data set its own generator made; else
 * throw-away ones), APPLY_ROUNDS (10), APPLY_BATCH (100 applications a side a round), APPLY_WARMUP (20 a side, not
 * counted), APPLY_PAUSE_MS (100: the wait after each call, so that its payout is done before the next is timed);
 * BENCH_PG_URL as above. */
export const applyConfig = {
  beforeEntry: env.APPLY_BEFORE_ENTRY,
  databaseUrl: env.APPLY_DATABASE_URL,
  beforeDatabaseUrl: env.APPLY_BEFORE_DATABASE_URL,
  rounds: Number(env.APPLY_ROUNDS ?? 10),
  batch: Number(env.APPLY_BATCH ?? 100),
  warmup: Number(env.APPLY_WARMUP ?? 20),
  pauseMs: Number(env.APPLY_PAUSE_MS ?? 100),
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
};

/** The collections-and-books bench (risk.ts): RISK_DATABASE_URL (the large database, kept; else a throw-away one),
 * RISK_LIST_RUNS (20), RISK_REPORT_RUNS (3), RISK_REPAYERS (100: sandbox borrowers with a three-bill Pocket Stages loan;
 * as many submits as borrowers before the collections job, the other bills while it runs), RISK_REPAY_RATE (20 submits
 * a second, before the job and during it), RISK_JOB_DAYS (0: the job runs as of today; 1: as of tomorrow, the next
 * day's first run, kept), RISK_JOB_SECONDS (0: no limit; else the job is cancelled after that
 * long, rolled back, and reported as not finished), RISK_JOB_ROUNDS (1: the submits without the job, then the job
 * with submits while it runs; n: n such rounds, each with RISK_REPAYERS / n submits before its job, every job but the
 * last rolled back at its end, and the p99 on each side read from every round's submits), RISK_SKIP_JOB=1, RISK_SKIP_BOOKS=1 (collections alone),
 * RISK_MORNING=0 (no overdue penalties written for the job's day before it: bench/risk/morning.ts), RISK_FULL_READ=1
 * (the job reads every open loan, as on its first run and weekly, rather than what changed since its last run);
 * RISK_JOB_KEEP=0 (the last round's job rolled back too: the same day measured again, two builds side by side);
 * RISK_JOB_TIMELINE=1 (what the database was doing when a submit during the job was slow: risk/timeline.ts);
 * JOB_EXPLAIN (risk/job-alone.ts: a regular expression of the statements to explain); BENCH_PG_URL as above. */
export const riskConfig = {
  databaseUrl: env.RISK_DATABASE_URL,
  listRuns: Number(env.RISK_LIST_RUNS ?? 20),
  reportRuns: Number(env.RISK_REPORT_RUNS ?? 3),
  repayers: Number(env.RISK_REPAYERS ?? 100),
  repayRate: Number(env.RISK_REPAY_RATE ?? 20),
  jobDays: Number(env.RISK_JOB_DAYS ?? 0),
  jobSeconds: Number(env.RISK_JOB_SECONDS ?? 0),
  jobRounds: Number(env.RISK_JOB_ROUNDS ?? 1),
  skipJob: env.RISK_SKIP_JOB === '1',
  skipBooks: env.RISK_SKIP_BOOKS === '1',
  morning: env.RISK_MORNING !== '0',
  fullRead: env.RISK_FULL_READ === '1',
  timeline: env.RISK_JOB_TIMELINE === '1',
  keepLast: env.RISK_JOB_KEEP !== '0',
  jobExplain: env.JOB_EXPLAIN,
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
};

/**
 * The languages bench (languages.mjs; issue 48): the same signed calls with `lang: en` and other languages, in the same
 * process, alternated. LANGS (bem: the languages compared to en, comma-separated, e.g. bem,ny), LANGS_ROUNDS (12: keep
 * it a multiple of the languages run, en included, so that each runs first as often), LANGS_SECONDS (3 a run),
 * LANGS_WARMUP (1 s a case and language, not counted), LANGS_CASES (parts of case names, comma-separated; default
 * getUserInfo,getMyLoanInfo,v3/order/queryLoanDetail/{id},refused), LANGS_CONNECTIONS (10: fewer than `npm run
 * bench`'s 50, with which PGlite, answering one call at a time, made p99 the length of its queue), LANGS_DATABASES
 * (pglite; or pglite,postgres), LANGS_BORROWERS (100); BENCH_PG_URL and BENCH_LOG_LEVEL as above.
 */
export const languagesConfig = {
  languages: (env.LANGS ?? 'bem').split(',').map((l) => l.trim()).filter((l) => l !== '' && l !== 'en'),
  rounds: Number(env.LANGS_ROUNDS ?? 12),
  seconds: Number(env.LANGS_SECONDS ?? 3),
  warmup: Number(env.LANGS_WARMUP ?? 1),
  cases: env.LANGS_CASES ?? 'getUserInfo,getMyLoanInfo,v3/order/queryLoanDetail/{id},refused',
  connections: Number(env.LANGS_CONNECTIONS ?? 10),
  databases: (env.LANGS_DATABASES ?? 'pglite').split(','),
  borrowers: Number(env.LANGS_BORROWERS ?? 100),
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
};

/** The environment the bench's child servers inherit (PATH and the like). */
export const inheritedEnv = env;

/**
 * The payday bench (payday.ts; docs/performance.md, "Payday"). `--short` (or PAYDAY_SHORT=1): 200 borrowers for 60 s,
 * pgbench 5 s (CI's size). PAYDAY_BORROWERS (10000), PAYDAY_SECONDS (600), PAYDAY_SHAPE (payday: a ramp to the peak,
 * the peak, a decline; flat: the peak throughout, for the soak), PAYDAY_PEAK (repayments started per second at the
 * peak; default: what N borrowers' day makes, about 1.5 repayments each over the shape), PAYDAY_PROCESSES (2),
 * PAYDAY_CHECK_SECONDS (5), PAYDAY_ANALYZE_SECONDS (300: the run database analyzed this often during the load and the drain when the
 * server runs without autovacuum, as autovacuum would; 0: never), PAYDAY_DRAIN_SECONDS (the drain's limit: 600; --short: twice the reconciler's interval plus
 * 30 s; it ends sooner, when every payment the operator answered is final here),
 * PAYDAY_RETRY_SHARE (0.05: submits sent again with the same Idempotency-Key), PAYDAY_FAULTS (on; off: operators that
 * never misbehave), PAYDAY_FAULT_SEED (49), PAYDAY_PGBENCH_SECONDS (30), PAYDAY_PGBENCH_CLIENTS (processes x
 * DATABASE_POOL_SIZE), PGBENCH_BIN (/usr/lib/postgresql/15/bin/pgbench), PAYDAY_REPORT_DIR (bench-results/payday-<time>),
 * PAYDAY_KEEP_DATABASE=1 (not dropped at the end), PAYDAY_CPU_PROF=1 (the API processes run with --cpu-prof, profiles
 * in the report's folder), PAYDAY_PG_SOCKET (/var/run/postgresql: the API processes and pgbench reach PostgreSQL through
 * its Unix socket when the directory holds one, as docs/operations.md advises on one host; off: TCP); BENCH_PG_URL and BENCH_REDIS_URL as above (use a Redis database
 * of your own: redis://127.0.0.1:6379/<n>). The product's own settings (RECONCILE_INTERVAL_MS, MOMO_TIMEOUT_MS,
 * DATABASE_POOL_SIZE, ...) are inherited by its processes.
 */
const short = process.argv.includes('--short') || env.PAYDAY_SHORT === '1';
const opt = (name, fallback) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));
export const paydayConfig = {
  short,
  borrowers: opt('PAYDAY_BORROWERS', short ? 200 : 10_000),
  seconds: opt('PAYDAY_SECONDS', short ? 60 : 600),
  shape: env.PAYDAY_SHAPE === 'flat' ? 'flat' : 'payday',
  peak: opt('PAYDAY_PEAK', undefined),
  processes: opt('PAYDAY_PROCESSES', 2),
  checkSeconds: opt('PAYDAY_CHECK_SECONDS', 5),
  analyzeSeconds: opt('PAYDAY_ANALYZE_SECONDS', 300),
  drainSeconds: opt('PAYDAY_DRAIN_SECONDS', undefined),
  retryShare: opt('PAYDAY_RETRY_SHARE', 0.05),
  faults: env.PAYDAY_FAULTS !== 'off',
  faultSeed: opt('PAYDAY_FAULT_SEED', 49),
  pgbenchSeconds: opt('PAYDAY_PGBENCH_SECONDS', short ? 5 : 30),
  pgbenchClients: opt('PAYDAY_PGBENCH_CLIENTS', undefined),
  pgbenchBin: env.PGBENCH_BIN ?? '/usr/lib/postgresql/15/bin/pgbench',
  reportDir: env.PAYDAY_REPORT_DIR,
  keepDatabase: env.PAYDAY_KEEP_DATABASE === '1',
  cpuProfile: env.PAYDAY_CPU_PROF === '1',
  /** PostgreSQL's Unix socket directory for the API processes and pgbench (docs/operations.md: same host); off: TCP. */
  pgSocket: env.PAYDAY_PG_SOCKET ?? '/var/run/postgresql',
  pgBase: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
  redisUrl: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  poolSize: opt('DATABASE_POOL_SIZE', 4),
  reconcileMs: opt('RECONCILE_INTERVAL_MS', 30_000),
};
