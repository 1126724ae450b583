// `npm run bench` (turbo runs `bench` here after `build`): bare Fastify and the built product side by side, on PGlite
// and on PostgreSQL (a throw-away database on 127.0.0.1:5432, dropped after), read routes and repayment submits on
// distinct bills through the sandbox. A benchmark, not a test: it prints a table and never fails on a figure.
// Knobs: see config.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { pickCases } from './cases.mjs';
import { benchConfig } from './config.mjs';
import { rssMiB, withCpu } from './cpu.mjs';
import { withThrowAwayDatabase } from './databases.mjs';
import { bare, productList, signedCase, submits } from './load.mjs';
import { LOANS, loggedInBorrower, prepareBorrowers, prepareMany } from './prepare.mjs';
import { withCouponsAndAge, withStageOrder } from './realistic.mjs';
import { startBare, startProduct } from './servers.mjs';

const { seconds, connections, borrowers, stageBorrowers, submitBills, databases, pgBase, logLevel, cpuProfile, webConcurrency } = benchConfig;
const reads = pickCases(benchConfig.cases);
const wants = (name) => benchConfig.cases === '' || benchConfig.cases.split(',').some((w) => w.trim() !== '' && name.includes(w.trim()));
const startups = [];
const load = { connections, duration: seconds };

async function withDatabase(kind, work) {
  if (kind === 'pglite') return work(undefined);
  return withThrowAwayDatabase(pgBase, `pocket_bench_${process.pid}_${Date.now()}`, work);
}

async function benchOne(kind, baseline) {
  const dir = mkdtempSync(path.join(tmpdir(), `pocket-bench-${kind}-`));
  const nodeArgs = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.cwd(), 'bench-profiles')}`] : [];
  try {
    return await withDatabase(kind, async (databaseUrl) => {
      const product = await startProduct({ dataDir: dir, databaseUrl, logFile: path.join(dir, 'server.log'), nodeArgs });
      try {
        const startup = { db: kind, 'ready ms': product.readyMs, 'RSS MiB at ready': rssMiB(product.pid) };
        startups.push(startup);
        const extra = wants('submit') ? Math.ceil(Math.max(0, submitBills - borrowers) / 3) : 0;
        const stages = reads.some((c) => c.who === 'stage') ? stageBorrowers : 0;
        console.log(`[bench] ${kind}: product ready in ${product.readyMs} ms (${startup['RSS MiB at ready']} MiB); preparing ${borrowers} + ${extra} + ${stages} sandbox borrowers`);
        const started = Date.now();
        const loaned = await prepareBorrowers(product.url, borrowers);
        const sessions = await prepareMany(loaned.length, () => withCouponsAndAge(product.url, loaned.pop()));
        const stageSessions = await prepareBorrowers(product.url, extra, LOANS.stages);
        const phoneSessions = await prepareMany(stages, async () => withStageOrder(product.url, await loggedInBorrower(product.url)));
        console.log(`[bench] ${kind}: borrowers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        // Each case right after a bare run of its own: the ratio compares neighbours, so a shared machine's drift
        // over the minutes of a run (its baseline moved by a third within one run) does not land on one case.
        const rows = [];
        const measured = async (work) => {
          const base = await baseline();
          const row = await withCpu(product.pid, work);
          rows.push({ db: kind, ...row, bare: base.reqPerSec, ratio: `${((row.reqPerSec / base.reqPerSec) * 100).toFixed(1)}%` });
        };
        if (wants('product/list')) await measured(() => productList(product.url, load));
        for (const read of reads) {
          const who = read.who === 'stage' ? phoneSessions : sessions;
          await measured(() => signedCase(product.url, who, { ...read, name: `${read.name} (signed)` }, load));
        }
        if (wants('submit')) await measured(() => submits(product.url, [...sessions, ...stageSessions], load));
        startup['RSS MiB after the run'] = rssMiB(product.pid);
        return rows;
      } finally {
        await product.stop();
        // A second start on the same data (PGlite's DATA_DIR, the PostgreSQL database): the everyday restart.
        const again = await startProduct({ dataDir: dir, databaseUrl, logFile: path.join(dir, 'server.log'), nodeArgs: [] });
        const last = startups.at(-1);
        if (last?.db === kind) Object.assign(last, { 'restart ms': again.readyMs, 'RSS MiB at restart': rssMiB(again.pid) });
        await again.stop();
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bareServer = await startBare();
const rows = [];
try {
  for (const kind of databases) {
    const baseline = async () => {
      const base = await withCpu(bareServer.pid, () => bare(bareServer.url, load));
      if (!rows.some((row) => row.db === kind)) rows.push({ db: kind, ...base, bare: base.reqPerSec, ratio: '100%' });
      return base;
    };
    rows.push(...(await benchOne(kind, baseline)));
  }
} finally {
  await bareServer.stop();
}
const workers = webConcurrency > 1 ? `, product on PostgreSQL as ${webConcurrency} workers (WEB_CONCURRENCY) with Redis` : '';
console.log(`\n${connections} connections, ${seconds} s per read case, loopback, ${logLevel} logging${workers}`);
console.table(
  rows.map(({ db, name, reqPerSec, p99, bare: bareReqPerSec, ratio, errors, requests, cpuMsPerReq, dbCpuMsPerReq, loadCpuMsPerReq }) => ({
    db,
    case: name,
    'req/s': reqPerSec,
    'p99 ms': p99,
    'bare req/s just before': bareReqPerSec,
    'vs bare': ratio,
    'server CPU ms/req': cpuMsPerReq,
    'PostgreSQL CPU ms/req': dbCpuMsPerReq,
    'load generator CPU ms/req': loadCpuMsPerReq,
    errors,
    requests,
  })),
);
console.log('\nProduct start-up (spawn to /api/health answering) on fresh data, then again on the same data, and resident memory');
console.table(startups);
