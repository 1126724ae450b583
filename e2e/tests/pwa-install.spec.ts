import { expect, test } from '../support/test';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAMSUNG_INTERNET =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';

test.describe('Add To Desktop', () => {
  test.describe('on Chrome, with the browser install prompt', () => {
    // Without the service worker in between, the page's own calls can be watched (routes do not see a worker's).
    test.use({ serviceWorkers: 'block' });

    let promptsShown = 0;

    test.beforeEach(async ({ page }) => {
      promptsShown = 0;
      // Counted here, not in the page: the page is replaced by the redirect.
      await page.exposeFunction('__installPromptShown', () => (promptsShown += 1));
      // Chromium fires beforeinstallprompt only in a real (non-incognito) profile; this one behaves as it would.
      await page.addInitScript(() => {
        window.addEventListener('DOMContentLoaded', () => {
          const event = new Event('beforeinstallprompt', { cancelable: true });
          Object.assign(event, {
            prompt: () => (window as unknown as { __installPromptShown: () => Promise<number> }).__installPromptShown(),
            userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
          });
          window.dispatchEvent(event);
        });
      });
    });

    test('offers the popup after 1 s; Install tracks pageId 9 / actionId 1 and redirects with the channel', async ({
      page,
      request,
      baseURL,
    }) => {
      await page.goto('/home?appChannelCode=WM2');
      const popup = page.getByRole('dialog').filter({ hasText: 'Add To Desktop' });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText('Save Pocket to your desktop for faster review and more convenient withdrawal.');

      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      const tracked: { body: unknown; headers: Record<string, string> }[] = [];
      await page.route('**/api/app/node/buriedPointV2', async (route) => {
        tracked.push({ body: JSON.parse(route.request().postData() ?? 'null') as unknown, headers: route.request().headers() });
        await route.continue();
      });
      await popup.getByRole('button', { name: 'Install' }).click();

      await expect.poll(() => tracked.length).toBe(1);
      const [point] = tracked;
      expect(point!.body).toMatchObject({ pageId: 9, actionId: 1, deviceType: 4, appName: 'Pocket', value: 'WM2' });
      expect(point!.headers['appchannelcode']).toBe('WM2');
      // and the real server takes the point as the page sent it
      const answer = await request.post('/api/app/node/buriedPointV2', { data: point!.body, headers: point!.headers });
      expect(await answer.json()).toMatchObject({ code: 200 });
      await expect.poll(() => visited).toContain(`${baseURL}/?source=pwa&appChannelCode=WM2`);
      expect(promptsShown).toBe(1);
    });

    test('closing the popup leaves the borrower where they were', async ({ page }) => {
      await page.goto('/home');
      const popup = page.getByRole('dialog').filter({ hasText: 'Add To Desktop' });
      await expect(popup).toBeVisible();
      await page.locator('.rv-popup__close-icon').click();
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(/\/home$/);
    });

    test('after the borrower closes it, it does not come back on the next load (7 days)', async ({ page }) => {
      await page.goto('/home');
      const popup = page.getByRole('dialog').filter({ hasText: 'Add To Desktop' });
      await expect(popup).toBeVisible();
      await page.locator('.rv-popup__close-icon').click();
      await expect(popup).toBeHidden();
      await page.reload();
      await page.goto('/member');
      await page.waitForTimeout(2_000);
      await expect(page.getByText('Add To Desktop')).toHaveCount(0);
    });

    test('does not open over the login panel', async ({ page }) => {
      // The guard opens the login panel for a page that needs login, as the page loads.
      await page.goto('/me');
      await expect(page.getByTestId('login-panel')).toBeVisible();
      await page.waitForTimeout(2_000);
      await expect(page.getByText('Add To Desktop')).toHaveCount(0);
    });

    test('never in the installed app (source=pwa)', async ({ page }) => {
      await page.goto('/?source=pwa&appChannelCode=WM2');
      await page.waitForTimeout(2_000);
      await expect(page.getByText('Add To Desktop')).toHaveCount(0);
    });
  });

  test.describe('on iOS Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('shows the share / Add to Home Screen / Add steps, closed with Got it', async ({ page }) => {
      await page.goto('/home');
      const steps = page.getByRole('dialog').filter({ hasText: 'Tap the share button' });
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('listitem')).toHaveText(['Tap the share button', 'Choose "Add to Home Screen"', 'Tap "Add"']);
      await steps.getByRole('button', { name: 'Got it' }).click();
      await expect(steps).toBeHidden();
    });
  });

  test.describe('on another Android browser', () => {
    test.use({ userAgent: SAMSUNG_INTERNET });

    test('shows the open-in-Chrome steps, closed with Got it', async ({ page }) => {
      await page.goto('/home');
      const steps = page.getByRole('dialog').filter({ hasText: 'Open this page in Chrome' });
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('listitem')).toHaveText([
        'Open this page in Chrome',
        'Tap the menu',
        'Choose "Add to Home screen"',
      ]);
      await steps.getByRole('button', { name: 'Got it' }).click();
      await expect(steps).toBeHidden();
    });
  });

  test('is skipped silently where the browser cannot install', async ({ page }) => {
    await page.goto('/home');
    await page.waitForTimeout(1_500);
    await expect(page.getByText('Add To Desktop')).toHaveCount(0);
  });
});
