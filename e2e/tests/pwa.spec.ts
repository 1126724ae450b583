
import { pngSize } from '../support/png';
import { activeServiceWorker, waitForControl } from '../support/service-worker';
import { expect, test } from '../support/test';

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
