/** The risk bench's timing helpers (docs/performance.md, "Collections and the books at scale"). */
export const out = (line: string) => process.stdout.write(`${line}\n`);
export const ms = (t: number) => (t >= 100 ? t.toFixed(0) : t.toFixed(1)).padStart(7);
export const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;
export const goal = (met: boolean) => (met ? 'ok' : 'OVER');

/** The `q` quantile (0.5: the median, 0.99: p99) of times sorted from fastest to slowest, as the benches read it. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

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
  return { median: times[Math.floor((runs - 1) / 2)]!, p95: quantile(times, 0.95), slowest: times[runs - 1]! };
}

/** One run of `work`, its answer and its time in milliseconds. */
export async function once<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await work();
  return { value, ms: performance.now() - t };
}
