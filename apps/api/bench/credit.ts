/**
 * The credit policy bench (issue 45; docs/performance.md, "Credit policy at scale (issue 45)"). It reports; it never
 * fails on a figure.
 *
 *   createdb -h 127.0.0.1 -U postgres pocket_decisions
 *   cd apps/api && CREDIT_DATABASE_URL=postgres://postgres@127.0.0.1:5432/pocket_decisions npm run bench:credit -- [decisions]
 *
 * - The database: CREDIT_DATABASE_URL (kept: the rows are generated once), or without it a throw-away database made and
 *   dropped here. It is migrated, and filled when it holds fewer decisions than asked: CREDIT_BORROWERS (default
 *   decisions / 10; 1000000 for the data-scale bench's million) borrowers with two loans each (once) (bench/scale/generate.ts), then the decisions spread over the last 365 days (test/recorded-decisions.ts,
 *   one statement, generate_series), three in four linked to a loan (a loan to about four decisions).
 * - The simulation: a stricter draft (two eligibility rules and a scorecard) backtested over the year part after part
 *   (BACKTEST_PART_SIZE decisions each, as the desk runs it), CREDIT_RUNS times (default 2): the time, the time of each
 *   part, and the process's RSS sampled every 100 ms (first, largest, last). Goal: under 60 s, RSS flat.
 * - The decision's part of the apply call, CREDIT_DECISIONS times (default 500) for borrowers taken at random: what
 *   LoanService.apply does for the decision, in order (the policy read, the limit row, the questionnaire, VIP, the open
 *   loans, the features, the review facts, decide(), the recorded row), in a transaction rolled back. Median, p95, p99.
 *   Goal: at most 10 ms p99. It runs lending's own decideApplication with a policy door as a process holds it: one
 *   statement for the facts and the versions' stamp, the versions from memory, decide(), the recorded row.
 */
import { sql } from 'drizzle-orm';

import { BACKTEST_PART_SIZE, type BacktestResult, mergeBacktests } from '@pocket/contracts/api/staff';
import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { testConfig } from '../src/config/env';
import { closeDb, createDb, type Db, migrateDb } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { type CreditPolicyDoor, policyDoor } from '../src/modules/credit-policy/plugin';
import { backtestFrom, lusakaMidnight } from '../src/modules/credit-policy-desk/plugin';
import { decideApplication, seedLending } from '../src/modules/lending/plugin';
import { recordDecisions } from '../test/recorded-decisions';
import { creditConfig } from './config.mjs';
import { generate, generatedBorrowers } from './scale/generate';

const args = process.argv.slice(2).filter((a) => a !== '--');
const N = Number(args[0] ?? 1_000_000);
const RUNS = creditConfig.runs;
const DECISIONS = creditConfig.decisions;
const pgBase = creditConfig.pgBase;
const out = (line: string) => process.stdout.write(`${line}\n`);
const mb = (b: number) => `${(b / 1_048_576).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const one = async (db: Db, q: ReturnType<typeof sql>) => Number(Object.values((await selectRows<Record<string, unknown>>(db, q))[0] ?? {})[0] ?? 0);

const STRICTER: CreditPolicyDocument = {
  ...POLICY_V1,
  eligibility: [
    { code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 },
    { code: 'late-history', feature: 'maxDaysLate', when: 'above', value: 29 },
  ],
  scorecard: {
    cutoff: 20,
    characteristics: [
      { feature: 'loansPaidOnTime', bins: [{ from: 0, to: 2, points: 0 }, { from: 2, to: null, points: 20 }] },
      { feature: 'accountAgeDays', bins: [{ from: 0, to: 90, points: 5 }, { from: 90, to: null, points: 15 }] },
    ],
  },
};

const lusakaDay = (d: Date) => new Date(d.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);

async function filled(db: Db) {
  await migrateDb(db);
  await seedLending(db);
  const from = lusakaMidnight(lusakaDay(new Date(Date.now() - 364 * 86_400_000)));
  const have = await one(db, sql`select count(*) from credit_decisions where created_at >= ${from.toISOString()}::timestamptz`);
  if (have >= N) return out(`${have.toLocaleString('en')} decisions in the last 365 days already`);
  if ((await generatedBorrowers(db)) === 0) {
    const borrowers = creditConfig.borrowers ?? Math.ceil(N / 10);
    out(`generating ${borrowers.toLocaleString('en')} borrowers with two loans each:`);
    await generate(db, borrowers, out);
  }
  const t = performance.now();
  await db.transaction((tx) => recordDecisions(tx, { n: N, from, days: 364 }));
  await db.execute(sql`analyze credit_decisions`);
  out(`recorded ${N.toLocaleString('en')} decisions over the year in ${s(performance.now() - t)} (one statement)`);
}

/** The year's backtest part after part, as the desk runs it, with the process's RSS sampled every 100 ms. */
async function simulate(db: Db) {
  const to = lusakaDay(new Date());
  const from = lusakaDay(new Date(Date.now() - 364 * 86_400_000));
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 100);
  const t = performance.now();
  const parts: number[] = [];
  let merged: BacktestResult | null = null;
  let after = 0;
  for (let more = true; more; ) {
    const p = performance.now();
    const part = await backtestFrom(db, { version: 99, doc: STRICTER, from, to, settings: testConfig().review, now: new Date(), after, maxRows: BACKTEST_PART_SIZE });
    parts.push(performance.now() - p);
    merged = merged ? mergeBacktests(merged, part.result) : part.result;
    ({ last: after, more } = part);
  }
  const took = performance.now() - t;
  clearInterval(sampler);
  parts.sort((a, b) => a - b);
  const r = merged!;
  out(`  ${r.applications.toLocaleString('en')} decisions from ${from} to ${to} in ${parts.length} parts: ${s(took)} (${Math.round(r.applications / (took / 1000)).toLocaleString('en')} a second)  ${took < 60_000 ? 'ok' : 'OVER'}`);
  out(`  a part: median ${parts[Math.floor(parts.length / 2)]!.toFixed(0)} ms, slowest ${parts.at(-1)!.toFixed(0)} ms`);
  out(`  RSS: first ${mb(rss[0] ?? 0)}, largest ${mb(Math.max(...rss))}, last ${mb(rss.at(-1) ?? 0)} (${rss.length} samples)`);
  out(`  then approved ${r.decided.approved.toLocaleString('en')}, refused ${r.decided.refused.toLocaleString('en')}; the draft approves ${r.draft.approved.toLocaleString('en')}, refuses ${r.draft.refused.toLocaleString('en')}; loans it would avoid ${r.avoided.loans.toLocaleString('en')}`);
}

/**
 * What LoanService.apply does for the decision (lending's decideApplication, then the recorded row), for one borrower,
 * in a transaction rolled back: its time in ms. `door`: the credit policy's door as a process holds it.
 */
async function decisionPart(db: Db, door: CreditPolicyDoor, user: { id: number; createdAt: Date; mobile: string }): Promise<number> {
  const review = testConfig().review;
  let took = 0;
  await db
    .transaction(async (tx) => {
      const t = performance.now();
      const d = await decideApplication(tx, { policy: door, review }, user, { productId: 1, amount: 50_000, term: 14 }, new Date(), true);
      await door.record(tx, d.record(null));
      took = performance.now() - t;
      throw new Error('rolled back');
    })
    .catch((e: Error) => {
      if (e.message !== 'rolled back') throw e;
    });
  return took;
}

async function decisions(db: Db) {
  const door: CreditPolicyDoor = { ...(await policyDoor(db, (err) => out(`reading the policy failed: ${String(err)}`))), bureau: null };
  const users = await selectRows<{ id: number | string; created_at: Date | string; mobile: string }>(db, sql`select id, created_at, mobile from users tablesample system (1) limit ${DECISIONS}`);
  for (const u of users.slice(0, 20)) await decisionPart(db, door, { id: Number(u.id), createdAt: new Date(u.created_at), mobile: u.mobile });
  const times: number[] = [];
  for (const u of users) times.push(await decisionPart(db, door, { id: Number(u.id), createdAt: new Date(u.created_at), mobile: u.mobile }));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)]!;
  out(`  ${times.length} decisions: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms  ${at(0.99) <= 10 ? 'ok' : 'OVER'} (goal: at most 10 ms p99)`);
}

async function main() {
  const url = creditConfig.databaseUrl;
  const name = `pocket_credit_${process.pid}`;
  const admin = url ? null : await createDb({ databaseUrl: `${pgBase}/postgres`, dataDir: '', poolSize: 1, as: 'owner' });
  if (admin) await admin.execute(sql.raw(`create database ${name}`));
  const db = await createDb({ databaseUrl: url ?? `${pgBase}/${name}`, dataDir: '', poolSize: 2, as: 'owner' });
  try {
    await filled(db);
    out(`\nthe year's simulation, part after part (${BACKTEST_PART_SIZE.toLocaleString('en')} decisions each), ${RUNS} runs:`);
    for (let i = 0; i < RUNS; i += 1) await simulate(db);
    out(`\nthe decision's part of the apply call (features, policy, recording), in-process:`);
    await decisions(db);
  } finally {
    await closeDb(db);
    if (admin) {
      await admin.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await closeDb(admin);
    }
  }
}

await main();
