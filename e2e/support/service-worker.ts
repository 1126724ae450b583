import type { Page } from '@playwright/test';

/** Waits until a service worker is active for the page and returns where it came from. */
export async function activeServiceWorker(page: Page): Promise<{ scope: string; scriptURL: string }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, scriptURL: registration.active?.scriptURL ?? '' };
  });
}

/** Waits until the page is controlled by its service worker (after the first install, clients are claimed). */
export async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
