import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

import { BUDGET_DETAIL, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/config';

type Node = { snippet?: string; explanation?: string };
/** The first elements an audit points at (snippet and why), also inside nested tables. */
function nodesOf(details: unknown): string {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (found.length >= 4 || typeof value !== 'object' || value === null) return;
    const node = (value as { node?: Node }).node;
    if (node?.snippet) found.push(`${node.snippet}${node.explanation ? ` (${node.explanation.split('\n')[0]})` : ''}`);
    for (const child of Object.values(value)) visit(child);
  };
  visit(details);
  return found.join(' | ');
}

/** The mobile preset's CPU slowdown (4x) and the host it is meant for (Lighthouse's docs/throttling.md: 4x "moves a
 * typical run in the high-end desktop bracket", BenchmarkIndex 1,500-2,000, "into the mid-tier mobile bracket"). */
export const PRESET_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
export const PRESET_HOST_BENCHMARK_INDEX = 1500;

/**
 * The CPU slowdown that makes this host the preset's phone, as Lighthouse's docs ask ("Calibrating the CPU slowdown":
 * on a weaker machine, lower it from 4x): proportional to the host's BenchmarkIndex below the bracket's lower edge,
 * never more lenient than that (a host at or above 1,500 gets the preset's 4x, as Lighthouse runs by default).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const scaled = (PRESET_CPU_SLOWDOWN * benchmarkIndex) / PRESET_HOST_BENCHMARK_INDEX;
  return Math.round(Math.min(PRESET_CPU_SLOWDOWN, Math.max(1, scaled)) * 100) / 100;
}

/** Lighthouse's own BenchmarkIndex function, as its run evaluates it, for a page of the host's Chromium. */
export const BENCHMARK_INDEX_SCRIPT = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/**
 * Lighthouse 12 with its default (mobile) preset, simulated throttling, on Debian's Chromium, with the CPU slowdown
 * given (the preset's, or calibrated for this host: cpuSlowdownFor); answers the score (0 to 100) of each asked
 * category, LCP and TBT, and the machine's BenchmarkIndex as Lighthouse measured it at the start of the run.
 */
export async function lighthouseScores(url: string, categories: string[], cpuSlowdown = PRESET_CPU_SLOWDOWN): Promise<Record<string, number>> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const scores: Record<string, number> = {};
    for (const id of categories) scores[id] = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    const audits = result.lhr.audits;
    scores.lcpMs = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
    scores.tbtMs = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
    scores.benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex);
    // BUDGET_DETAIL=1 names the audits that cost points, with the elements they point at.
    if (BUDGET_DETAIL) {
      for (const id of categories) {
        for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          console.log(`  [${id}] ${ref.id} ${audit.displayValue ?? audit.score}: ${nodesOf(audit.details)}`);
        }
      }
      for (const id of ['layout-shifts', 'largest-contentful-paint-element']) {
        if (audits[id]?.details) console.log(`  [detail] ${id}: ${nodesOf(audits[id].details)}`);
      }
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
