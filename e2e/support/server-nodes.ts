import type { Page } from '@playwright/test';

/**
 * Marks the page when an element matching `selector` (or one holding it) is removed: a hydration mismatch makes React
 * drop the server's nodes and render them again in the browser, which a borrower sees as the first screen twice. An
 * init script: it watches the page's next navigations from before their first byte.
 */
export async function watchServerNodes(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) {
            (window as unknown as { serverNodesRemoved: boolean }).serverNodesRemoved = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/** True when the watched nodes were removed since the page's last navigation (`watchServerNodes`). */
export const serverNodesRemoved = (page: Page) =>
  page.evaluate(() => (window as unknown as { serverNodesRemoved?: boolean }).serverNodesRemoved ?? false);
