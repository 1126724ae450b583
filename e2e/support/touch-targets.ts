import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

// Touch targets and focus (issue 33): every visible interactive control takes taps over at least 44 x 44 CSS px
// (WCAG 2.5.5, target size, enhanced), and a control reached with the keyboard shows where the focus is (WCAG 2.4.7).

export const MIN_TARGET_PX = 44;

/** What a borrower taps: buttons, links, form fields, and the controls react-vant draws with a role. */
export const INTERACTIVE =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]';

export interface TargetReport {
  screen: string;
  url: string;
  /** Visible controls measured. */
  measured: number;
  /** Links inside running text: exempt (WCAG 2.5.5's "inline" exception). */
  inline: number;
  /** Controls under 44 x 44 px: must be none. */
  small: string[];
}

/**
 * Measures every visible control of the page. A control's tap area is its border box, grown by an absolutely placed
 * ::before or ::after (how ui-kit enlarges small buttons and rows without moving them). A control inside another
 * measured control (the icon of a button) is the outer one's area. Inline links in a sentence are exempt.
 */
export async function measureTargets(page: Page, screen: string): Promise<TargetReport> {
  const found = await page.evaluate(
    ({ selector, min }) => {
      const hidden = (el: Element) => {
        const style = getComputedStyle(el);
        return style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [inert]') !== null;
      };
      const pseudo = (el: Element, which: '::before' | '::after') => {
        const style = getComputedStyle(el, which);
        if (style.content === 'none' || style.content === 'normal' || style.position !== 'absolute') return { w: 0, h: 0 };
        return { w: parseFloat(style.width) || 0, h: parseFloat(style.height) || 0 };
      };
      const inRunningText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const block = el.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return block !== null && (block.textContent ?? '').trim().length > own;
      };
      const describe = (el: Element, w: number, h: number) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('placeholder') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2).join('.');
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${name}" ${Math.round(w)}x${Math.round(h)}`;
      };
      const controls = [...document.querySelectorAll(selector)];
      let measured = 0;
      let inline = 0;
      const small: string[] = [];
      for (const el of controls) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || hidden(el)) continue;
        // The icon or text inside a button is part of the button's target.
        if (el.parentElement?.closest(selector)) continue;
        if (inRunningText(el)) {
          inline += 1;
          continue;
        }
        measured += 1;
        const before = pseudo(el, '::before');
        const after = pseudo(el, '::after');
        const w = Math.max(rect.width, before.w, after.w);
        const h = Math.max(rect.height, before.h, after.h);
        // Half a pixel of rounding (44 px rows drawn at 43.6 px on a 3x screen) is not a smaller target.
        if (w < min - 0.5 || h < min - 0.5) small.push(describe(el, w, h));
      }
      return { measured, inline, small };
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  );
  return { screen, url: new URL(page.url()).pathname, ...found };
}

export interface FocusReport {
  screen: string;
  /** Controls reached with Tab. */
  reached: number;
  /** Those without a visible focus indicator: must be none. */
  unseen: string[];
}

/** Presses Tab a few times from the top of the screen and checks each control reached shows a focus ring. */
export async function checkFocusVisible(page: Page, screen: string, presses = 4): Promise<FocusReport> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const report: FocusReport = { screen, reached: 0, unseen: [] };
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      const shadow = style.boxShadow !== 'none';
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return { visible: el.matches(':focus-visible') && (ring || shadow), what: `${el.tagName.toLowerCase()} "${text}"` };
    });
    if (!seen) continue;
    report.reached += 1;
    if (!seen.visible) report.unseen.push(seen.what);
  }
  return report;
}

/** Prints the counts per screen and attaches them to the test. */
export async function publishTargetReports(testInfo: TestInfo, targets: TargetReport[], focus: FocusReport[]): Promise<void> {
  const lines = targets.map((t) => {
    const f = focus.find((r) => r.screen === t.screen);
    return (
      `  ${t.screen.padEnd(34)} ${t.url.padEnd(30)} controls ${String(t.measured).padStart(3)}  under 44px ${String(t.small.length).padStart(2)}` +
      `  inline links ${String(t.inline).padStart(2)}  focus: ${f ? `${f.reached - f.unseen.length}/${f.reached} shown` : '-'}`
    );
  });
  const failing = [
    ...targets.flatMap((t) => t.small.map((s) => `  ${t.screen}: ${s}`)),
    ...focus.flatMap((f) => f.unseen.map((s) => `  ${f.screen}: no focus ring on ${s}`)),
  ];
  console.log([`touch targets (${testInfo.title}):`, ...lines, ...(failing.length ? ['failing:', ...failing] : [])].join('\n'));
  await testInfo.attach('touch-targets.json', { body: JSON.stringify({ targets, focus }, null, 2), contentType: 'application/json' });
}

/** The verdict: no control under 44 x 44 px, every control reached by Tab shows its focus. */
export function expectTargetsAndFocus(targets: TargetReport[], focus: FocusReport[]): void {
  expect(targets.filter((t) => t.small.length).map((t) => ({ screen: t.screen, small: t.small })), 'controls under 44 x 44 CSS px').toEqual([]);
  expect(focus.filter((f) => f.unseen.length).map((f) => ({ screen: f.screen, unseen: f.unseen })), 'focus not visible').toEqual([]);
  expect(targets.reduce((n, t) => n + t.measured, 0), 'controls were measured').toBeGreaterThan(0);
  expect(focus.reduce((n, f) => n + f.reached, 0), 'Tab reached controls').toBeGreaterThan(0);
}
