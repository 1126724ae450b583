import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

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

/**
 * The mobile preset's CPU slowdown (4x) and the host it is meant for (Lighthouse's throttling guide,
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md: 4x "moves a typical run in the high-end
 * desktop bracket", BenchmarkIndex 1,500-2,000, "into the mid-tier mobile bracket").
 */
export const PRESET_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
export const PRESET_HOST_BENCHMARK_INDEX = 1500;

/**
 * The CPU slowdown that holds the simulated phone at the preset's own, whatever the host: proportional to the host's
 * BenchmarkIndex (4x at the bracket's lower edge of 1,500), never under 1x. Above 1,500 it is more than the preset's
 * 4x; that score is reported beside the judged one, never judged: it shows how much of a fast host's score is the
 * host's.
 */
export function bracketPhoneSlowdownFor(benchmarkIndex: number): number {
  return Math.round(Math.max(1, (PRESET_CPU_SLOWDOWN * benchmarkIndex) / PRESET_HOST_BENCHMARK_INDEX) * 100) / 100;
}

/**
 * The CPU slowdown that is judged, as Lighthouse's docs ask ("Calibrating the CPU slowdown": on a weaker machine,
 * lower it from 4x): the proportional one, capped at the preset's 4x (a host at or above 1,500 gets the preset's 4x,
 * as Lighthouse runs by default; never more lenient than that).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.min(PRESET_CPU_SLOWDOWN, bracketPhoneSlowdownFor(benchmarkIndex));
}

type SimulatedNode = { type: string; request?: { url: string; resourceType?: string }; duration?: number };
type Estimate = { timeInMs: number; nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }> };

/**
 * What Lighthouse's simulated LCP waits for (BUDGET_DETAIL=1): Lantern replays the load on its model of the phone and
 * network, and its LCP is the time that model needs for every request, script evaluation and layout that ended
 * before the LCP element painted in the watched load. Prints that graph's requests (and its CPU steps over 20 ms)
 * with their simulated start and end, the pessimistic one (everything; the optimistic one leaves out low-priority
 * images), as docs/performance.md's "Tenth session" read them.
 */
async function printLcpGraph(gathered: string, cpuSlowdown: number): Promise<void> {
  const artifacts = (await loadArtifacts(gathered)) as unknown as Record<string, unknown> & {
    settings: { throttling: Record<string, unknown> };
    devtoolsLogs: { defaultPass: unknown };
    traces: { defaultPass: unknown };
  };
  const settings = { ...artifacts.settings, throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown } };
  const data = {
    devtoolsLog: artifacts.devtoolsLogs.defaultPass,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    trace: artifacts.traces.defaultPass,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const lcp = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as {
    timing: number;
    pessimisticEstimate: Estimate;
  };
  console.log(`  [lcp-graph] simulated LCP ${Math.round(lcp.timing)} ms; what it waits for (simulated ms):`);
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, time] of rows) {
    const span = `${Math.round(time.startTime)}-${Math.round(time.endTime)}`.padStart(10);
    if (node.request) console.log(`  [lcp-graph] ${span} ${node.request.resourceType ?? ''} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`);
    else if (time.endTime - time.startTime > 20) console.log(`  [lcp-graph] ${span} main thread`);
  }
}

export interface LighthouseRun {
  /** Each asked category's score (0 to 100), with the CPU slowdown calibrated to this run's host (`cpuSlowdown`). */
  scores: Record<string, number>;
  /** The performance score of the same run at the preset's 4x, for comparison. */
  presetPerformance: number;
  /** The performance score of the same run at `bracketSlowdown` (the uncapped proportion), for comparison. */
  bracketPerformance: number;
  bracketSlowdown: number;
  lcpMs: number;
  tbtMs: number;
  /** The machine's BenchmarkIndex as Lighthouse measured it at the start of this run. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Lighthouse's 'errors-in-console': each error the page logged (or threw) during the load, with where it came from. */
  consoleErrors: string[];
}

/**
 * Lighthouse 12 with its default (mobile) preset, simulated throttling, on Debian's Chromium, calibrated to the host
 * during this very run: the page is loaded once (Lighthouse's gather, which measures the machine's BenchmarkIndex as
 * it starts and, under simulated throttling, loads the page unthrottled), then audited at `cpuSlowdownFor` that index.
 * Only the audit uses the slowdown (the gather passes it to nothing but the page's requestIdleCallback deadlines, made
 * shorter, never longer), so the saved gather's slowdown is set to the calibrated one before the audit, whose settings
 * Lighthouse requires to be the gather's. The same load is audited at the preset's 4x as well, for the report.
 */
export async function lighthouseScores(url: string, categories: string[]): Promise<LighthouseRun> {
  const gathered = await mkdtemp(path.join(os.tmpdir(), 'pocket-lighthouse-'));
  // 'errors-in-console' besides the categories: what the page wrote to its console as errors during Lighthouse's load
  // (a hydration mismatch among them), which the budget fails on (issue 43).
  const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: categories, onlyAudits: ['errors-in-console'] };
  try {
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
      userDataDir: false,
    });
    try {
      await lighthouse(url, { ...flags, port: chrome.port, throttling: throttling.mobileSlow4G, gatherMode: gathered });
    } finally {
      chrome.kill();
    }
    const artifactsFile = path.join(gathered, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const audit = async (cpuSlowdown: number) => {
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      await writeFile(artifactsFile, JSON.stringify(artifacts));
      const result = await lighthouse(url, { ...flags, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown }, auditMode: gathered });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      return result.lhr;
    };
    const benchmarkIndex = Math.round(artifacts.BenchmarkIndex);
    const cpuSlowdown = cpuSlowdownFor(artifacts.BenchmarkIndex);
    const lhr = await audit(cpuSlowdown);
    const preset = cpuSlowdown === PRESET_CPU_SLOWDOWN ? lhr : await audit(PRESET_CPU_SLOWDOWN);
    const bracketSlowdown = bracketPhoneSlowdownFor(artifacts.BenchmarkIndex);
    const bracket = bracketSlowdown === cpuSlowdown ? lhr : await audit(bracketSlowdown);
    const scores: Record<string, number> = {};
    for (const id of categories) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audits = lhr.audits;
    // BUDGET_DETAIL=1 names the audits that cost points, with the elements they point at.
    if (BUDGET_DETAIL) {
      for (const id of categories) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          console.log(`  [${id}] ${ref.id} ${audit.displayValue ?? audit.score}: ${nodesOf(audit.details)}`);
        }
      }
      for (const id of ['layout-shifts', 'largest-contentful-paint-element']) {
        if (audits[id]?.details) console.log(`  [detail] ${id}: ${nodesOf(audits[id].details)}`);
      }
      await printLcpGraph(gathered, cpuSlowdown).catch((error: unknown) => console.log(`  [lcp-graph] not read: ${String(error)}`));
    }
    return {
      scores,
      presetPerformance: Math.round((preset.categories.performance?.score ?? 0) * 100),
      bracketPerformance: Math.round((bracket.categories.performance?.score ?? 0) * 100),
      bracketSlowdown,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      benchmarkIndex,
      cpuSlowdown,
      consoleErrors: consoleErrorsOf(audits['errors-in-console']),
    };
  } finally {
    await rm(gathered, { recursive: true, force: true });
  }
}

/** The items of Lighthouse's 'errors-in-console' audit, as lines; no audit is a failure, never "no errors". */
function consoleErrorsOf(audit: { details?: unknown } | undefined): string[] {
  if (!audit) throw new Error("Lighthouse ran without its 'errors-in-console' audit: the page's console errors were not read");
  const items = (audit.details as { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? [];
  return items.map((item) => `${item.source ?? 'console'} at ${item.sourceLocation?.url ?? '?'}: ${item.description ?? ''}`);
}
