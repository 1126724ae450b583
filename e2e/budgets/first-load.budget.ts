import { expect, test } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

import { createDevBorrower, loginThroughApi } from '../support/sandbox';
import budgets from './budgets.json' with { type: 'json' };
import { kib, measureFirstLoad } from './first-load';
import { lighthouseScores } from './lighthouse-run';

interface RouteBudget {
  path: string;
  totalKiB: number;
  jsGzipKiB?: number;
  login?: boolean;
}

for (const route of budgets.routes as RouteBudget[]) {
  test(`first load of ${route.path} stays within ${route.totalKiB} KiB on the wire`, async ({ browser, request, baseURL }) => {
    const prepare = route.login
      ? async (context: BrowserContext) => {
          const { mobile } = await createDevBorrower(request);
          const session = await loginThroughApi(request, mobile);
          const value = (v: unknown) => encodeURIComponent(JSON.stringify(v));
          await context.addCookies([
            { name: 'token', value: value(session.token), url: baseURL! },
            { name: 'userId', value: value(String(session.userId)), url: baseURL! },
          ]);
        }
      : undefined;
    const load = await measureFirstLoad(browser, `${baseURL}${route.path}`, prepare);
    const byType = new Map<string, number>();
    for (const t of load.transfers) byType.set(t.type, (byType.get(t.type) ?? 0) + t.bytes);
    console.log(
      `[budget] ${route.path}: total ${kib(load.totalBytes)} KiB (budget ${route.totalKiB}), JS ${kib(load.scriptBytes)} KiB on the wire / ` +
        `${kib(load.scriptGzipBytes)} KiB gz${route.jsGzipKiB ? ` (budget ${route.jsGzipKiB})` : ''}, CSS ${kib(load.cssBytes)} KiB, ` +
        `${load.transfers.length} requests; by type ${[...byType].map(([type, bytes]) => `${type} ${kib(bytes)}`).join(', ')}`,
    );
    expect(kib(load.totalBytes), `${route.path} total KiB`).toBeLessThanOrEqual(route.totalKiB);
    if (route.jsGzipKiB) expect(kib(load.scriptGzipBytes), `${route.path} JS KiB gz`).toBeLessThanOrEqual(route.jsGzipKiB);
  });
}

for (const path of budgets.lighthouse.paths) {
  test(`Lighthouse (mobile) scores ${path} at least ${budgets.lighthouse.minScore}`, async ({ baseURL }) => {
    const scores = await lighthouseScores(`${baseURL}${path}`, budgets.lighthouse.categories);
    console.log(`[lighthouse] ${path}: ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    for (const category of budgets.lighthouse.categories) {
      expect(scores[category], `${path} ${category}`).toBeGreaterThanOrEqual(budgets.lighthouse.minScore);
    }
  });
}
