import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
 * Lighthouse 12 with its default (mobile) preset, simulated throttling, on Debian's Chromium; answers the score
 * (0 to 100) of each asked category, LCP and TBT, and the machine's BenchmarkIndex as Lighthouse measured it at the
 * start of the run (CPU speed: the preset's 4x CPU slowdown assumes about 1,500; a busy machine measures far less, and
 * TBT, a third of the performance score, grows with it).
 */
export async function lighthouseScores(url: string, categories: string[]): Promise<Record<string, number>> {
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
