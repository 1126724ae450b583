import { expect } from '@playwright/test';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

import { WEB_DEV_DIST } from './config';
import { watchConsole } from './console-guard';
import { startServer } from './server-process';
import type { ServerProcess } from './server-process';

/**
 * The production server serving the web app built with React's development build (apps/web/dist-dev, `build:dev`),
 * on a port and data of its own. React's development build writes a hydration mismatch in full: what the server
 * rendered, what the browser rendered, and the components around it (their names kept: that copy is not minified).
 */
export function startDevelopmentServer(): Promise<ServerProcess> {
  return startServer(async () => WEB_DEV_DIST, 'e2e-dev');
}

/**
 * Opens a first screen as a borrower does (answering the page's HTML as the server sent it) and waits until it is the app's: hydrated (#root, a disabled fieldset
 * while the server's HTML waits for its code, takes input) or rendered, the start-up calls answered, and a moment
 * more for what they open (the day's notice).
 */
export async function openFirstScreen(page: Page, url: string): Promise<string> {
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  await expect(page.locator('#root')).not.toHaveAttribute('disabled', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  return html;
}

/** What the server put in #root of a page's HTML (empty for a page the browser renders). */
export function serverRenderedRoot(html: string): string {
  const start = html.indexOf('id="root"');
  const end = html.indexOf('<script', start);
  return start < 0 ? '' : html.slice(start, end < 0 ? undefined : end);
}

/**
 * For a failure on the production build: the same address loaded cold, with no session, from the development build
 * (a server started for it and stopped after), answering what its console said.
 */
export async function developmentBuildSays(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<string> {
  const server = await startDevelopmentServer();
  const context = await browser.newContext({ ...options, baseURL: server.url, storageState: undefined });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await openFirstScreen(page, path);
    return errors.length > 0 ? errors.join('\n') : 'no error there (the mismatch depends on this load: its session, its timing)';
  } finally {
    await context.close();
    await server.stop();
  }
}
