
import { deployNewServiceWorker } from '../support/deploy';
import { activeServiceWorker, waitForControl } from '../support/service-worker';
import { expect, test } from '../support/test';

test.describe('PWA update flow', () => {
  test('asks in Chinese before switching to a new version, then the waiting worker takes over and the page reloads', async ({
    page,
  }) => {
    await page.goto('/home');
    await activeServiceWorker(page);
    await waitForControl(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    const undo = await deployNewServiceWorker();
    try {
      // What the 30-minute check does.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const question = page.getByText('新版本已就绪，是否立即更新？');
      await expect(question).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );

      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await page.getByRole('button', { name: '立即更新' }).click();
      await reloaded;
    } finally {
      await undo();
    }

    await expect(page.getByTestId('layout-root')).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, controller: firstWorker });
  });

  test('keeps the current version when the borrower answers later', async ({ page }) => {
    await page.goto('/home');
    await activeServiceWorker(page);
    await waitForControl(page);

    const undo = await deployNewServiceWorker();
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByText('新版本已就绪，是否立即更新？')).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: '稍后' }).click();
      await expect(page.getByText('新版本已就绪，是否立即更新？')).toBeHidden();
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );
    } finally {
      await undo();
    }
  });
});
