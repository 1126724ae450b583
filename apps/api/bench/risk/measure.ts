/** The risk bench's timing helpers (docs/performance.md, "Collections and the books at scale"). */
export const out = (line: string) => process.stdout.write(`${line}\n`);
export const ms = (t: number) => (t >= 100 ? t.toFixed(0) : t.toFixed(1)).padStart(7);
export const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;
export const goal = (met: boolean) => (met ? 'ok' : 'OVER');

/** `runs` runs of `work` after one to warm up: median, p95 and slowest, in milliseconds. */
export async function timed(runs: number, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor((runs - 1) / 2)]!, p95: times[Math.min(runs - 1, Math.ceil(runs * 0.95) - 1)]!, slowest: times[runs - 1]! };
}

/** One run of `work`, its answer and its time in milliseconds. */
export async function once<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await work();
  return { value, ms: performance.now() - t };
}
