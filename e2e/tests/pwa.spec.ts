
import type { Browser, BrowserContextOptions } from '@playwright/test';

import { expectNoConsoleErrors, watchConsole } from '../support/console-guard';
import { pngSize } from '../support/png';
import { activeServiceWorker, waitForControl } from '../support/service-worker';
import { dismissDailyPopups, expect, test } from '../support/test';

test.describe('PWA', () => {
  test('registers the service worker at /sw.js with scope /, reporting offline readiness on the console only', async ({
    page,
    baseURL,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto('/');
    const worker = await activeServiceWorker(page);
    expect(worker.scriptURL).toBe(`${baseURL}/sw.js`);
    expect(worker.scope).toBe(`${baseURL}/`);
    await expect.poll(() => consoleLines).toContain('[pwa] Pocket is ready to work offline');
    await expect(page.getByText(/offline/i)).toHaveCount(0);
  });

  test('serves sw.js uncached so that updates are found', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toContain('no-cache');
  });

  test('loads the shell offline after a reload, and never answers the API from a cache', async ({ page, context }) => {
    await page.goto('/home');
    await activeServiceWorker(page);
    await waitForControl(page);
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    // the shell's tab bar (home, member, me) comes from the cached app shell
    await expect(page.getByText('Member', { exact: true })).toBeVisible();

    const apiOffline = await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');

    // A deep link opened offline falls back to the cached app shell too.
    await page.goto('/agreement/privacy');
    await expect(page).toHaveTitle('Privacy Policy');
    await context.setOffline(false);
  });

  test('links a valid manifest with the app name, standalone display and real icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Pocket',
      short_name: 'Pocket',
      start_url: '/?source=pwa',
      display: 'standalone',
      theme_color: '#3271EA',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width] = icon.sizes.split('x').map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height: width });
    }
  });

  test('is installable as Chromium judges it', async ({ page }) => {
    await page.goto('/home');
    await activeServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    // Playwright's browser contexts are incognito profiles, where Chromium never installs: that one reason is the
    // test environment's, every other reason would be the app's.
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
      })
      .toEqual([]);
  });
});

// Issue 43: some in-app browsers and private windows have no service workers. The app runs there without PWA features
// (no offline copy, no push, no update flow) and with no error: before, registering threw on Playwright's blocked
// registration ('Cannot read properties of undefined (reading 'waiting')').
const WITHOUT_SERVICE_WORKERS: { name: string; options: BrowserContextOptions; script?: () => void }[] = [
  { name: 'service workers blocked', options: { serviceWorkers: 'block' } },
  {
    // Firefox's private windows: the property is there, undefined.
    name: 'navigator.serviceWorker undefined',
    options: {},
    script: () => Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined, configurable: true }),
  },
];

async function openWithout(browser: Browser, baseURL: string, { options, script }: (typeof WITHOUT_SERVICE_WORKERS)[number]) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Africa/Lusaka',
    ...options,
  });
  if (script) await context.addInitScript(script);
  const page = await context.newPage();
  // The day's notice (another journey may have published one on this server) is closed as a borrower closes it.
  await dismissDailyPopups(page);
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return { context, page, lines, errors: watchConsole(page) };
}

for (const without of WITHOUT_SERVICE_WORKERS) {
  test(`runs without PWA features and with no console error: ${without.name}`, async ({ browser, baseURL }) => {
    const { context, page, lines, errors } = await openWithout(browser, baseURL!, without);
    await page.goto('/home');
    await expect(page.getByTestId('home')).toContainText('Apply now');
    await expect(page.locator('#root')).not.toHaveAttribute('disabled');
    // The app works: the tab bar takes the borrower to the member tab and back.
    await page.getByText('Member', { exact: true }).click();
    await expect(page).toHaveURL(/\/member$/);
    await expect(page.getByTestId('member-view')).toBeVisible();
    await page.goto('/qp');
    await expect(page.getByTestId('quick-repay')).toContainText('Check my bills');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => lines).toContain('[pwa] service workers are not available in this browser: Pocket runs without offline use');
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    await expectNoConsoleErrors(errors, without.name);
    await context.close();
  });
}

