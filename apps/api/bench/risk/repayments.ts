/**
 * Repayments through the built server at a steady pace, each call timed (the risk bench's "a repayment's p99 during
 * the job"): so that the submits made while the collections job runs cover the whole job, not only its first seconds.
 */
import { signed } from '../prepare.mjs';
import { quantile } from './measure';

export interface Repayer {
  token: string;
  uid: string;
  planIds: number[];
}

export interface Paced {
  /** The time of each answered submit that started while `during()` held (all of them when no `during`). */
  times: number[];
  /** When each of `times` started, in ms after the first submit. */
  starts: number[];
  /** Submits answered after `during()` stopped holding. */
  after: number;
  errors: string[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bills of `repayers` in turns (every first bill, then every second one...), so that one borrower's submits are far apart. */
export function billsOf(repayers: Repayer[]) {
  const most = Math.max(0, ...repayers.map((r) => r.planIds.length));
  return Array.from({ length: most }, (_, k) => repayers.filter((r) => r.planIds[k] !== undefined).map((r) => ({ repayer: r, planId: r.planIds[k]! }))).flat();
}

/**
 * K100 submitted on each bill, `perSecond` started a second by up to 8 at once, until the bills run out or, when
 * `during` is given, until it stops holding once at least `atLeast` were started.
 */
export async function pacedSubmits(
  url: string,
  bills: Array<{ repayer: Repayer; planId: number }>,
  o: { perSecond: number; during?: () => boolean; atLeast?: number },
): Promise<Paced> {
  const result: Paced = { times: [], starts: [], after: 0, errors: [], seconds: 0 };
  const started = performance.now();
  let next = 0;
  const more = (n: number) => n < bills.length && (!o.during || o.during() || n < (o.atLeast ?? 0));
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (;;) {
        const n = next++;
        if (!more(n)) return;
        const wait = started + (n * 1000) / o.perSecond - performance.now();
        if (wait > 0) await sleep(wait);
        if (!more(n)) return;
        const { repayer, planId } = bills[n]!;
        const inside = !o.during || o.during();
        const t = performance.now();
        const res = await fetch(`${url}/api/order/payment/api/submitRepayApplyV2`, {
          method: 'POST',
          headers: { ...signed(repayer), 'content-type': 'application/json', 'idempotency-key': `risk-bench-${planId}-${repayer.uid}` },
          body: JSON.stringify({ bizType: 1, planId, payAmount: '100' }),
        });
        const json = (await res.json()) as { code: number; msg?: string };
        if (json.code !== 200) result.errors.push(`${res.status} ${json.code} ${json.msg ?? ''}`);
        else if (inside) {
          result.times.push(performance.now() - t);
          result.starts.push(t - started);
        }
        else result.after += 1;
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export const p99 = (times: number[]) => quantile([...times].sort((a, b) => a - b), 0.99);

/** Median and p99 of the submits started in each `seconds`-long window. */
export function windows(paced: Paced, seconds: number) {
  const by = new Map<number, number[]>();
  paced.times.forEach((ms, i) => {
    const w = Math.floor(paced.starts[i]! / 1000 / seconds);
    by.set(w, [...(by.get(w) ?? []), ms]);
  });
  return [...by.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return `${w * seconds}-${(w + 1) * seconds} s: ${times.length}, median ${quantile(sorted, 0.5).toFixed(0)} ms, p99 ${quantile(sorted, 0.99).toFixed(0)} ms`;
    });
}
