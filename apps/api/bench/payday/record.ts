/**
 * What the payday bench records while it runs: every call's time by kind, answers by status, the documented refusals
 * and the errors (with a few examples), the read-your-writes violations, and per 5-second bucket the submits, their
 * latencies and the repayments seen settled, for the figures and the chart.
 */
import { type Answer, STOPPED } from './client';

export const BUCKET_MS = 5_000;

export interface Bucket {
  /** Seconds since the start of the load. */
  t: number;
  submits: number[];
  settled: number;
  arrivals: number;
  errors: number;
}

export function quantile(xs: ArrayLike<number>, q: number): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly statuses = new Map<string, number>();
  readonly refusals = new Map<string, number>();
  readonly errors = new Map<string, { count: number; example: string }>();
  readonly violations = new Map<string, { count: number; examples: string[] }>();
  readonly buckets: Bucket[] = [];
  readonly counts = new Map<string, number>();
  constructor(readonly startedAt: number) {}

  bucket(at = Date.now()): Bucket {
    const i = Math.max(0, Math.floor((at - this.startedAt) / BUCKET_MS));
    while (this.buckets.length <= i) this.buckets.push({ t: (this.buckets.length * BUCKET_MS) / 1000, submits: [], settled: 0, arrivals: 0, errors: 0 });
    return this.buckets[i]!;
  }

  count(name: string, n = 1): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + n);
  }

  /** Records a call's time and answer; answers whether it succeeded (HTTP 200 and code 200). */
  answer(kind: string, a: Answer, documented: (a: Answer) => string | null = () => null): boolean {
    const list = this.times.get(kind) ?? [];
    list.push(a.ms);
    this.times.set(kind, list);
    const key = `${kind} ${a.status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (a.status === 200 && a.json?.code === 200) return true;
    if (a.error === STOPPED) {
      this.count('calls not sent: the bench was ending');
      return false;
    }
    const refusal = documented(a);
    if (refusal) {
      const r = `${kind}: ${refusal}`;
      this.refusals.set(r, (this.refusals.get(r) ?? 0) + 1);
      return false;
    }
    this.error(`${kind}: ${a.status} ${a.error ?? a.json?.msg ?? ''}`.trim(), JSON.stringify(a.json ?? a.error ?? '').slice(0, 200));
    return false;
  }

  error(what: string, example = ''): void {
    const e = this.errors.get(what) ?? { count: 0, example };
    e.count += 1;
    this.errors.set(what, e);
    this.bucket().errors += 1;
  }

  violation(kind: string, example: string): void {
    const v = this.violations.get(kind) ?? { count: 0, examples: [] };
    v.count += 1;
    if (v.examples.length < 5) v.examples.push(example);
    this.violations.set(kind, v);
  }

  errorCount(): number {
    return [...this.errors.values()].reduce((s, e) => s + e.count, 0);
  }
}
