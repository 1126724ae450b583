import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** When the page showed its first screen and when it took input, in ms from the navigation's start (the page's clock). */
export interface FirstScreenTimes {
  /** The frame in which the element with the test id first held the text (its animation-frame callback, just before that frame's paint). */
  shownMs: number;
  /** When `#root` stopped being disabled (a server-rendered first screen, hydrated); the frame it showed in for a page the browser renders. */
  usableMs: number;
}

declare global {
  interface Window {
    __firstScreen?: { shownMs?: number; usableMs?: number };
  }
}

/**
 * Times the first screen inside the page, from before its first byte (an init script: the next navigation of `page`
 * on). A MutationObserver on the document sees the parser or the app put the first screen in; its time is taken in the
 * next animation frame, the frame that paints it. Playwright's own waits poll with a growing pause (up to 500 ms
 * between looks), so a time taken when the test *noticed* the screen is late by up to that pause; a time taken in the
 * page is not, and a busy machine can only make it later, never earlier.
 */
async function clockFirstScreen(page: Page, first: { testId: string; text: string }): Promise<() => Promise<FirstScreenTimes>> {
  await page.addInitScript(({ testId, text }) => {
    const times: { shownMs?: number; usableMs?: number } = {};
    window.__firstScreen = times;
    let framed = false;
    const look = () => {
      const root = document.getElementById('root');
      if (times.usableMs === undefined && root && root.firstElementChild && !root.hasAttribute('disabled') && times.shownMs !== undefined) {
        times.usableMs = Math.max(times.shownMs, performance.now());
      }
      if (framed) return;
      const element = document.querySelector(`[data-testid="${testId}"]`);
      if (!element?.textContent?.includes(text)) return;
      framed = true;
      requestAnimationFrame(() => {
        times.shownMs = performance.now();
        look();
      });
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['disabled'] });
  }, first);
  return async () => {
    const times = await page.waitForFunction(() => {
      const t = window.__firstScreen;
      return t && t.shownMs !== undefined && t.usableMs !== undefined ? t : undefined;
    }, null, { timeout: 60_000 });
    const { shownMs, usableMs } = (await times.jsonValue()) as Required<FirstScreenTimes>;
    return { shownMs: Math.round(shownMs), usableMs: Math.round(usableMs) };
  };
}

/**
 * Opens `url` in `page` and waits, as a test does, until the first screen shows its text and `#root` takes input
 * (a clear failure when they do not come); answers the page's own times (`clockFirstScreen`) and, beside them, when
 * the test noticed the first screen (navigation to the end of Playwright's wait), for the report.
 */
export async function openTimed(page: Page, url: string, first: { testId: string; text: string }): Promise<FirstScreenTimes & { noticedMs: number }> {
  const times = await clockFirstScreen(page, first);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await expect(page.getByTestId(first.testId)).toContainText(first.text, { timeout: 60_000 });
  const noticedMs = Date.now() - started;
  // Usable: a server-rendered first screen takes input once hydrated (its #root fieldset enabled); a page the browser
  // renders is usable when it shows.
  await expect(page.locator('#root')).not.toHaveAttribute('disabled', { timeout: 60_000 });
  return { ...(await times()), noticedMs };
}
