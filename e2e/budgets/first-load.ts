import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Browser, BrowserContext, Page } from '@playwright/test';

import { COMPILE_HINT } from '@pocket/contracts/web-build';

import { servedWebDist, WEB_DIST } from '../support/config';
import { watchConsole } from '../support/console-guard';

/** A phone of the Lighthouse mobile preset's size (Moto G Power): what a borrower's first screen is. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export interface Transfer {
  url: string;
  type: string;
  /** Bytes on the wire: headers and (compressed) body. */
  bytes: number;
}

export interface FirstLoad {
  transfers: Transfer[];
  totalBytes: number;
  scriptBytes: number;
  /** gzip -9 size of every script fetched (the `.gz` twin written at build time), whatever encoding was used. */
  scriptGzipBytes: number;
  cssBytes: number;
  /** What the page wrote to its console as errors, and its uncaught errors (support/console-guard.ts). */
  consoleErrors: string[];
}

/** The `.gz` twin's size of a built file, or the file's own size when it has none (too small to compress). */
function gzipSizeOf(url: string): number {
  const root = servedWebDist() ?? WEB_DIST;
  const file = path.join(root, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/**
 * The scripts a route's page names (its module script and modulepreload links: the entry's chunks and the route's
 * page) that do not start with the compile hint, as paths under the served build. Overlays the app opens later are
 * left to lazy compilation on purpose and are not named by the page.
 */
export function namedScriptsWithoutCompileHint(html: string): { named: number; withoutHint: string[] } {
  const root = servedWebDist() ?? WEB_DIST;
  const named = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const withoutHint = named.filter((file) => !readFileSync(path.join(root, file), 'utf8').startsWith(COMPILE_HINT));
  return { named: named.length, withoutHint };
}

/**
 * A phone-sized page in a fresh context with an empty HTTP cache (cookies and local storage from `storageState` when
 * given) and the service worker blocked, so that its precache is not counted as first-screen bytes; with Chromium's
 * network domain on, for counters and emulation. `consoleErrors` collects what the page writes to its console as
 * errors (a hydration mismatch among them): every load of the budgets must end with none (issue 43).
 */
export async function openColdPage(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp, consoleErrors };
}

/**
 * Loads `url` cold (`openColdPage`; signed in when `storageState` holds a session) and sums what went over the wire
 * until the network is idle, from Chromium's own counters.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
  afterLoad?: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const { context, page, cdp, consoleErrors } = await openColdPage(browser, storageState);
  try {
    const requests = new Map<string, { url: string; type: string }>();
    const transfers: Transfer[] = [];
    cdp.on('Network.responseReceived', (event) => {
      requests.set(event.requestId, { url: event.response.url, type: event.type });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) transfers.push({ ...request, bytes: event.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    if (afterLoad) await afterLoad(page);
    const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);
    const scripts = transfers.filter((t) => t.type === 'Script');
    return {
      transfers,
      totalBytes: sum(transfers),
      scriptBytes: sum(scripts),
      scriptGzipBytes: scripts.reduce((total, t) => total + gzipSizeOf(t.url), 0),
      cssBytes: sum(transfers.filter((t) => t.type === 'Stylesheet')),
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Chromium's network emulation for a link of the budgets (`slowLink` in budgets.json): rates in kbps, latency in ms. */
export function linkConditions(link: { downloadKbps: number; uploadKbps: number; latencyMs: number }) {
  return { offline: false, latency: link.latencyMs, downloadThroughput: (link.downloadKbps * 1000) / 8, uploadThroughput: (link.uploadKbps * 1000) / 8 };
}
