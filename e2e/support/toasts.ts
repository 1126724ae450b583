import type { Page } from '@playwright/test';

/**
 * Records, inside the page, the text of every toast that shows from now on, and gives a reader of that record. A 3 s
 * toast can come and go while Playwright is busy elsewhere (closing a daily popup that showed meanwhile), so a journey
 * that must see one asks the record (`expect.poll(shown).toContain(...)`) rather than hoping to catch it on screen.
 * The record lives in the document: a reload or a navigation starts none.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
    const look = () => {
      for (const toast of document.querySelectorAll('.rv-toast')) {
        const text = toast.textContent?.trim();
        if (text && !/rv-fade-exit/.test(toast.className) && !shown.includes(text)) shown.push(text);
      }
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
  });
  return () => page.evaluate(() => [...(window as unknown as { __toastsShown: string[] }).__toastsShown]);
}
