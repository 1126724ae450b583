import { expect, test } from '../support/test';

test.describe('the shell', () => {
  test('loads at / and redirects to /home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  test('caps the layout root at 750 px on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home');
    const root = page.getByTestId('layout-root');
    await expect(root).toBeVisible();
    const box = await root.boundingBox();
    expect(box?.width).toBe(750);
    // centred: equal margins either side
    expect(box?.x).toBe((1280 - 750) / 2);
  });

  test('keeps the layout root at full width on a phone', async ({ page }) => {
    await page.goto('/home');
    const box = await page.getByTestId('layout-root').boundingBox();
    expect(box?.width).toBe(390);
  });

  test('ships the react-vant toast stylesheet in the production build', async ({ page }) => {
    // Vite 8 drops react-vant component CSS in production unless imported explicitly (ui-kit styles module).
    await page.goto('/home');
    const background = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'rv-toast rv-popup';
      document.body.append(probe);
      const value = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return value;
    });
    expect(background).toBe('rgba(0, 0, 0, 0.7)');
  });

  test('the tab bar stays at the bottom of the screen while the page scrolls, covering none of it', async ({ page }) => {
    // react-vant's base stylesheet, loaded after the components' ones, once made the bar an ordinary block at the
    // end of the page (a hairline rule's position: relative won over the bar's position: fixed).
    await page.goto('/home');
    const bar = page.locator('.rv-tabbar');
    await expect(bar).toHaveCSS('position', 'fixed');
    const viewport = page.viewportSize()!;
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    // Scrolled to the bottom, the page's last element ends above the bar, not under it.
    await expect(page.getByTestId('home-vip-offer')).toBeVisible();
    const lastBottom = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const page = document.querySelector('[data-testid="home"]')!.parentElement!;
      return Math.max(...[...page.children].map((child) => child.getBoundingClientRect().bottom));
    });
    expect(lastBottom).toBeLessThanOrEqual(box.y);
  });

  test('the splash shows with the page itself and is gone once the app has rendered', async ({ page }) => {
    const response = await page.request.get('/home');
    const html = await response.text();
    expect(html.indexOf('id="splash"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    await page.goto('/home');
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
  });
});

test.describe('the first screen’s start-up answers come with the page (boot answers)', () => {
  const START_UP_CALLS = ['/api/v4/product/list', '/api/vip/getVipCardInfo', '/api/v1/channel/queryByChannelCode/h5', '/api/v1/activity/market-list', '/api/v1/activity/holidays-list'];

  test('a cold /home shows its loan products without asking the API for them, or for the other start-up calls', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto('/home');
    // The product chooser's amount range (e.g. 'K500.00 - K5,000.00') is read from the product list.
    await expect(page.getByText(/^K[\d,.]+ - K[\d,.]+$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    expect(asked.filter((path) => START_UP_CALLS.includes(path))).toEqual([]);
  });
});
