import type { Page } from '@playwright/test';

import { CUSTOMER_SERVICE_HOST } from '../support/config';
import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';

// Every request goes through the page (a service worker would hide them from the test).
test.use({ serviceWorkers: 'block' });

/** The only other origins a page may reach: the configured customer-service host and Google's sign-in. */
const ALLOWED_OTHER_ORIGINS = ['https://accounts.google.com', ...(CUSTOMER_SERVICE_HOST ? [new URL(CUSTOMER_SERVICE_HOST).origin] : [])];

/** Collects every request of the page to an origin other than the app's own and the allowed ones. */
function watchOrigins(page: Page, baseURL: string) {
  const own = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about|chrome-extension):/.test(url)) return;
    const origin = new URL(url).origin;
    if (origin !== own && !ALLOWED_OTHER_ORIGINS.includes(origin)) foreign.push(url);
  });
  return foreign;
}

/** Waits until the page is quiet (images and lazy chunks loaded) before the origins are checked. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('the public pages request nothing from another origin (/home, /member, /qp)', async ({ page, baseURL }) => {
  const foreign = watchOrigins(page, baseURL!);
  for (const path of ['/home', '/member', '/qp']) {
    await page.goto(path);
    await settle(page);
  }
  expect(foreign).toEqual([]);
});

test('a borrower with a loan: /home, /me and billing details request nothing from another origin', async ({ page, request, baseURL }) => {
  const foreign = watchOrigins(page, baseURL!);
  const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });
  await logInThroughPanel(page, request, borrower.mobile);
  for (const path of ['/home', '/me', `/billing-details/${borrower.orderId}`]) {
    await page.goto(path);
    await settle(page);
  }
  await expect(page.getByText('Billing Details').first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test('an empty state (/me without loans) draws its own illustration', async ({ page, request, baseURL }) => {
  const foreign = watchOrigins(page, baseURL!);
  const borrower = await createDevBorrower(request);
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto('/me');
  await expect(page.getByText('You have no loans yet')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Nothing here' })).toBeVisible();
  await settle(page);
  expect(foreign).toEqual([]);
});
