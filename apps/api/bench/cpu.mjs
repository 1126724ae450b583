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

/** Runs `work` and adds the server's CPU milliseconds per answered request to its summary. */
export async function withCpu(pid, work) {
  const before = cpuMs(pid);
  const row = await work();
  const used = cpuMs(pid) - before;
  return { ...row, cpuMsPerReq: row.requests > 0 ? Math.round((used / row.requests) * 100) / 100 : null };
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
