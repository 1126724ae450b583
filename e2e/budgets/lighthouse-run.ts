import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/config';

/**
 * Lighthouse 12 with its default (mobile) preset, simulated throttling, on Debian's Chromium; answers the score
 * (0 to 100) of each asked category.
 */
export async function lighthouseScores(url: string, categories: string[]): Promise<Record<string, number>> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const scores: Record<string, number> = {};
    for (const id of categories) scores[id] = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    const audits = result.lhr.audits;
    scores.lcpMs = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
    scores.tbtMs = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
    return scores;
  } finally {
    chrome.kill();
  }
}
