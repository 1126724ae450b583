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
});
