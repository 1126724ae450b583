import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { uniqueMobile } from '../support/sandbox';
import { approveAsSecondPerson, DESK_VIEWPORT, signInToDesk } from '../support/staff';

// The catalogue and content desks (issue 29) against the real server: an admin asks for new loan prices from a date and
// a second admin approves them; marketing schedules a banner and a holiday notice that the borrower app shows only inside
// their dates.

test.use(DESK_VIEWPORT);
// Several sign-ins (argon2id on the server) and two borrower logins, on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const DAY = 24 * 60 * 60 * 1000;
/** A Lusaka date n days from now, YYYY-MM-DD. */
const lusakaDay = (days: number) => new Date(Date.now() + days * DAY + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('admin asks for new loan prices from a date; only admin2 approves them, and the desk shows the scheduled version', async ({ page }) => {
  // Thirty days ahead: the loans other journeys take today keep today's prices.
  const from = lusakaDay(30);
  const reason = `Rate review ${Date.now()}`;
  await signInToDesk(page, 'admin@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Loan products' }).click();
  const card = page.getByRole('region', { name: 'Pocket Loan' });
  await expect(card.getByRole('table', { name: 'Versions of Pocket Loan' })).toContainText('Current');
  await card.getByRole('button', { name: 'Change prices' }).click();
  await page.getByLabel('From (Lusaka date)').fill(from);
  await page.getByLabel('Interest for 14 days (%)').fill('15.5');
  await page.getByLabel('Reason (kept in the audit)').fill(reason);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`New prices of Pocket Loan from ${from} requested`);

  // The maker cannot check their own request.
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const mine = page.getByRole('row').filter({ hasText: reason });
  await expect(mine).toContainText('Your request: another person checks it.');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await approveAsSecondPerson(page, 'admin2@pocket.test', reason, 'product.price');
  await page.getByLabel('Status').selectOption('approved');
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('approved by admin2@pocket.test');

  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Loan products' }).click();
  const scheduled = page.getByRole('table', { name: 'Versions of Pocket Loan' }).getByRole('row').filter({ hasText: from });
  await expect(scheduled).toContainText('Scheduled');
  await expect(scheduled).toContainText('14 days: 15.5%');
});

/** A new borrower logs in on a page of their own; answers the marketing popup ('Offers') once it shows. */
async function borrowerOffers(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Africa/Lusaka' });
  const page = await context.newPage();
  await logInThroughPanel(page, page.request, uniqueMobile());
  const notice = page.getByRole('dialog', { name: 'Holiday notice' });
  const offers = page.getByRole('dialog', { name: 'Offers' });
  // The holidays popup (when a notice is current) goes first; the offers follow.
  await expect(notice.or(offers).first()).toBeVisible({ timeout: 15_000 });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(offers).toBeVisible({ timeout: 10_000 });
  return { context, offers };
}

async function saveBanner(page: Page, from: string, until: string) {
  await page.getByLabel('Shown from (Lusaka time)').fill(from);
  await page.getByLabel('Shown until (Lusaka time)').fill(until);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Banner saved: the app shows it only between its dates.');
}

test('marketing schedules a banner: the borrower app shows it only inside its dates', async ({ page, browser, baseURL }) => {
  const title = `Desk banner ${Date.now()}`;
  await signInToDesk(page, 'marketing@pocket.test');
  const menu = page.getByRole('navigation', { name: 'Desks' });
  await expect(menu.getByRole('link')).toHaveText(['Approvals', 'Banners', 'Holiday notices', 'Store page', 'Coupon packs', 'Prize wheel', 'Channels', 'Borrower texts']);
  await menu.getByRole('link', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'Add a banner' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Opens (app path or https:// address)').fill('/activity/turntable');
  // From tomorrow: not in the app today.
  await saveBanner(page, `${lusakaDay(1)}T00:00`, `${lusakaDay(3)}T23:59`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Not now');

  const before = await borrowerOffers(browser, baseURL!);
  await expect(before.offers.getByRole('img', { name: 'Spin the wheel every day' }).first()).toBeAttached();
  await expect(before.offers.getByRole('img', { name: title })).toHaveCount(0);
  await before.context.close();

  // Moved to start yesterday: shown from now on, until its end.
  await row.getByRole('button', { name: 'Edit' }).click();
  await saveBanner(page, `${lusakaDay(-1)}T00:00`, `${lusakaDay(3)}T23:59`);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Shown');

  const after = await borrowerOffers(browser, baseURL!);
  await expect(after.offers.getByRole('img', { name: title }).first()).toBeAttached();
  await after.context.close();
});

test('/details shows the store figures marketing entered, and none once they are cleared', async ({ page, browser, baseURL }) => {
  await signInToDesk(page, 'marketing@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Store page' }).click();
  const rating = page.getByLabel('Average rating (1.0 to 5.0; empty: not shown)');
  const count = page.getByLabel('Number of ratings');
  await rating.fill('4.2');
  await count.fill('318');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: /details shows these figures now.');

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const store = await context.newPage();
  await store.goto('/details');
  await expect(store.getByText('4.2★')).toBeVisible();
  await expect(store.getByText('318 reviews')).toBeVisible();
  await expect(store.getByText('Contains ads')).toHaveCount(0);

  await rating.fill('');
  await count.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Last changed: marketing@pocket.test', { exact: false })).toBeVisible();
  await store.reload();
  await expect(store.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(store.locator('body')).not.toContainText(/★|reviews|Downloads|Contains ads|In-app purchases/);
  await context.close();
});

async function saveNotice(page: Page, title: string, firstDay: string, lastDay: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill('Our service hours change on the public holiday. Repayments by mobile money go on as usual.');
  await page.getByLabel('First day (Lusaka)').fill(firstDay);
  await page.getByLabel('Last day (Lusaka)').fill(lastDay);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Notice saved: the app shows it only on its days.');
}

/** The holidays popup a visitor of /home sees in a fresh browser (it opens once a day per device). */
async function holidaysPopup(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Africa/Lusaka' });
  const page = await context.newPage();
  await page.goto('/home');
  const popup = page.getByRole('dialog', { name: 'Holiday notice' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  return { context, popup };
}

test('marketing schedules a holiday notice: the borrower app shows it only on its days', async ({ page, browser, baseURL }) => {
  const stamp = Date.now();
  const today = `Desk notice today ${stamp}`;
  const later = `Desk notice later ${stamp}`;
  await signInToDesk(page, 'marketing@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Holiday notices' }).click();
  // One notice for today (the popup then opens whatever else is scheduled), one from the day after tomorrow.
  await page.getByRole('button', { name: 'Add a notice' }).click();
  await saveNotice(page, today, lusakaDay(0), lusakaDay(1));
  await page.getByRole('button', { name: 'Add a notice' }).click();
  await saveNotice(page, later, lusakaDay(2), lusakaDay(4));
  await expect(page.getByRole('row').filter({ hasText: today })).toContainText('Shown');
  await expect(page.getByRole('row').filter({ hasText: later })).toContainText('Not today');

  const before = await holidaysPopup(browser, baseURL!);
  await expect(before.popup.getByRole('region', { name: today })).toBeVisible();
  await expect(before.popup.getByRole('region', { name: later })).toHaveCount(0);
  await before.context.close();

  // Moved to start today: shown from now on. Then both are switched off, and neither shows.
  await page.getByRole('row').filter({ hasText: later }).getByRole('button', { name: 'Edit' }).click();
  await saveNotice(page, later, lusakaDay(0), lusakaDay(4));
  const after = await holidaysPopup(browser, baseURL!);
  await expect(after.popup.getByRole('region', { name: later })).toBeVisible();
  await after.context.close();

  for (const title of [today, later]) {
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Switched on').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Switched off');
  }
});
