// CPU time a process has used (user + system), from /proc: a per-request cost that a busy shared machine distorts far
// less than requests per second do.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ownCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** CPU of the process and its live descendants (the workers of WEB_CONCURRENCY > 1). */
export function cpuMs(pid) {
  try {
    return ownCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + (cpuMs(child) || 0), 0);
  } catch {
    return Number.NaN;
  }
}

/** CPU of each of this machine's PostgreSQL processes (named postgres: the backends serving the product among them). */
function postgresCpuMs() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(entry, ownCpuMs(entry));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return byPid;
}

/** PostgreSQL's CPU between two readings: processes started meanwhile count whole; one that exited is not known. */
function postgresCpuSince(before) {
  let used = 0;
  for (const [pid, ms] of postgresCpuMs()) used += ms - (before.get(pid) ?? 0);
  return used;
}

const perRequest = (used, requests) => (requests > 0 ? Math.round((used / requests) * 100) / 100 : null);

/**
 * Runs `work` and adds CPU milliseconds per answered request to its summary: the server's, PostgreSQL's (when it runs
 * on this machine; 0 for PGlite, which runs inside the server) and the load generator's (this process): together,
 * what one request costs the machine's cores.
 */
export async function withCpu(pid, work) {
  const before = { server: cpuMs(pid), db: postgresCpuMs(), load: process.cpuUsage() };
  const row = await work();
  const load = process.cpuUsage(before.load);
  return {
    ...row,
    cpuMsPerReq: perRequest(cpuMs(pid) - before.server, row.requests),
    dbCpuMsPerReq: perRequest(postgresCpuSince(before.db), row.requests),
    loadCpuMsPerReq: perRequest((load.user + load.system) / 1000, row.requests),
  };
}

function ownRssKiB(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

/** Resident memory of a process and its live descendants in MiB, from /proc. */
export function rssMiB(pid) {
  const kib = (p) => ownRssKiB(p) + childrenOf(p).reduce((sum, child) => sum + kib(child), 0);
  try {
    return Math.round(kib(pid) / 1024);
  } catch {
    return Number.NaN;
  }
}
