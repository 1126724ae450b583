// CPU time a process has used (user + system), from /proc: a per-request cost that a busy shared machine distorts far
// less than requests per second do.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
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

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid) {
  try {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kib / 1024);
  } catch {
    return Number.NaN;
  }
}
