import type { Page } from '@playwright/test';

import { HYDRATION_TROUBLE } from '../support/console-guard';
import { verifyOnQuickRepay, walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { serverNodesRemoved, watchServerNodes } from '../support/server-nodes';
import { expect, test } from '../support/test';

/**
 * Issue 28: the anonymous first screens arrive as HTML (the server's React render in #root) and the browser hydrates
 * them: the same nodes stay, and React reports no mismatch (main.tsx writes any it reports to the console, naming
 * hydration; React's own production message is error #418 and its neighbours: support/console-guard.ts). These
 * journeys use support/test.ts, which marks the day's notice as seen; first-screens.spec.ts loads every first screen
 * as a new visitor, from React's development build (issue 43).
 */

/** Each server-rendered first screen: an element of its page (CSS selector, and as it starts in the HTML), a text in it. */
const SERVER_RENDERED = [
  { path: '/home', selector: '[data-testid="home"]', markup: 'data-testid="home"', text: 'Apply now' },
  { path: '/qp', selector: '[data-testid="quick-repay"]', markup: '<div data-testid="quick-repay"', text: 'Check my bills' },
  { path: '/agreement/privacy', selector: 'article', markup: '<article', text: 'Last updated' },
  { path: '/al', selector: 'article', markup: '<article', text: 'Loan Agreement (template)' },
  // The member tab and the activities' landing pages, each with the answer it shows (its boot answer).
  { path: '/member', selector: '[data-testid="member-view"]', markup: 'data-testid="member-view"', text: 'VIP Monthly' },
  { path: '/activity/turntable', selector: 'div:has(> [aria-label="Prize wheel"])', markup: 'aria-label="Prize wheel"', text: 'Log in to spin' },
  { path: '/activity/couponBenefit', selector: 'article h2', markup: '<h2', text: 'Welcome 2026 pack' },
  { path: '/activity/poster', selector: '.rv-empty', markup: 'class="rv-empty', text: 'Log in to get your own invite link' },
];

for (const { path, selector, markup, text } of SERVER_RENDERED) {
  test(`${path} arrives as HTML with its first screen, without the splash`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('id="root"'));
    expect(root).toContain(markup);
    expect(root).toContain(text);
    expect(html).not.toContain('id="splash"');
  });

  test(`${path} shows its first screen before any script runs`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator(selector).first()).toContainText(text);
    await context.close();
  });

  test(`${path} hydrates the server's HTML: no mismatch, and the same nodes stay`, async ({ page }) => {
    const trouble = await watchHydration(page, selector);
    await page.goto(path);
    await expect(page.locator(selector).first()).toContainText(text);
    await expect(page.locator('#root')).not.toHaveAttribute('disabled');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(trouble).toEqual([]);
    expect(await serverNodesRemoved(page)).toBe(false);
  });
}

// The member tab and the activities' landing pages hydrate with the answers the server rendered them with: the
// browser's cache starts from them, so the hydrated page keeps showing them and asks the API for none of them again.
for (const { path, call, text } of [
  { path: '/member', call: '/api/vip/getVipCardInfo', text: 'VIP Monthly' },
  { path: '/activity/turntable', call: '/api/v1/activity/turntable', text: 'Log in to spin' },
  { path: '/activity/couponBenefit', call: '/api/v1/activity/coupon-packs', text: 'Welcome 2026 pack' },
]) {
  test(`${path} keeps the server's answer through hydration, without asking ${call} again`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === call) asked.push(request.url());
    });
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('disabled');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).toContainText(text);
    expect(asked).toEqual([]);
  });
}

test('/qp with a verified phone kept from earlier: hydrates the anonymous HTML without a mismatch, then shows the bills', async ({ page, request }) => {
  test.setTimeout(60_000);
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 500, term: 14 } });
  await verifyOnQuickRepay(page, request, borrower.mobile);
  await expect(page.getByTestId('quick-repay-bills')).toBeVisible();
  const trouble = await watchHydration(page, '[data-testid="quick-repay"]');
  await page.reload();
  await expect(page.getByTestId('quick-repay-bills')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(trouble).toEqual([]);
});

// A phone number typed on the server's first screen must not be lost when React takes the page over. Until hydration
// #root is a disabled fieldset, so nothing can be typed that hydration would then drop; once hydrated, what is typed
// stays through the rest of the start-up (its effects, the store's start-up listeners, the first answers).
test('/qp: no phone number can be typed before hydration, and one typed as it ends is kept', async ({ page }) => {
  const trouble = await watchHydration(page, '[data-testid="quick-repay"]');
  // Hold the app's code back, so that the server's HTML stays un-hydrated while the test types.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/qp', { waitUntil: 'commit' });
  const phone = page.getByTestId('quick-repay-verify').getByPlaceholder('0XXXXXXXXX');
  await expect(phone).toBeVisible();
  await expect(phone).toBeDisabled();
  await phone.click({ force: true });
  await page.keyboard.type('0971234567');
  await expect(phone).toHaveValue('');

  release();
  await expect(page.locator('#root')).not.toHaveAttribute('disabled');
  await phone.pressSequentially('0971234567');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await expect(phone).toHaveValue('0971234567');
  await expect(page.getByTestId('quick-repay-verify').getByRole('button', { name: 'Check my bills' })).toBeEnabled();
  expect(trouble).toEqual([]);
  expect(await serverNodesRemoved(page)).toBe(false);
});

// Issue 48: a borrower who chose Bemba or Nyanja (the `lang` cookie the app keeps) gets the first screen in that
// language as HTML, before any script, and the hydration says the same words (the page carries the ones it said), so
// no mismatch; the language's whole catalogue comes after and the screen keeps its words.
for (const { lang, path, selector, said, english } of [
  { lang: 'bem', path: '/home', selector: '[data-testid="home"]', said: 'Lombeni nomba', english: 'Apply now' },
  { lang: 'ny', path: '/qp', selector: '[data-testid="quick-repay"]', said: 'Onani bilu zanga', english: 'Check my bills' },
]) {
  test(`${path} in ${lang}: the server's first screen says its words, before any script and through hydration`, async ({ browser, baseURL, page }) => {
    const cookie = { name: 'lang', value: encodeURIComponent(JSON.stringify(lang)), url: baseURL! };
    const noScript = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    await noScript.addCookies([cookie]);
    const still = await noScript.newPage();
    await still.goto(path);
    await expect(still.locator(selector).first()).toContainText(said);
    await expect(still.locator(selector).first()).not.toContainText(english);
    await noScript.close();

    await page.context().addCookies([cookie]);
    const trouble = await watchHydration(page, selector);
    await page.goto(path);
    await expect(page.locator(selector).first()).toContainText(said);
    await expect(page.locator('#root')).not.toHaveAttribute('disabled');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await expect(page.locator(selector).first()).toContainText(said);
    expect(trouble).toEqual([]);
    expect(await serverNodesRemoved(page)).toBe(false);
  });
}

/** Collects what the page says about hydration trouble, and marks the page when the server's nodes are removed. */
async function watchHydration(page: Page, selector: string): Promise<string[]> {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(String(error)));
  // A mismatch makes React drop the server's nodes and render them again in the browser: watch for that too.
  await watchServerNodes(page, selector);
  return trouble;
}
