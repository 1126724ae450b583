import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { approveAsSecondPerson, DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { dismissDailyPopups } from '../support/test';

// More of the catalogue desk (issue 29) against the real server: an admin switches on the sandbox's VIP Weekly card and
// asks for a new price from today, a second admin approves, and a borrower buys the card at that price; marketing
// adds a channel, changes its download link, and the app shows that link on /details.

test.use(DESK_VIEWPORT);
// Several sign-ins (argon2id on the server) and a borrower's login and payment, on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** Today's Lusaka date, YYYY-MM-DD. */
const lusakaToday = () => new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** A fresh MTN (096) number: the VIP prompt goes to a wallet. */
const walletMobile = () => `096${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

async function prompts(request: APIRequestContext, mobile: string): Promise<Array<{ reference: string; amount: number }>> {
  const response = await request.get('/api/dev/prompts', { params: { mobile } });
  return ((await response.json()) as { data: Array<{ reference: string; amount: number }> }).data;
}

test('admin changes a VIP price, admin2 approves it, and a borrower buys the card at the new price', async ({ page, browser, baseURL, request }) => {
  const reason = `Weekly card price ${Date.now()}`;
  await signInToDesk(page, 'admin@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'VIP cards' }).click();
  const card = page.getByRole('region', { name: 'VIP Weekly' });
  await expect(card.getByRole('table', { name: 'Prices of VIP Weekly' })).toContainText('K15.00');

  // The card's switch is a direct (audited) edit.
  await card.getByRole('button', { name: 'Edit card' }).click();
  await card.getByLabel('Offered in the app').check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('VIP Weekly saved: the app shows it at once.');

  // The price is a request.
  await card.getByRole('button', { name: 'Change price' }).click();
  await card.getByLabel('From (Lusaka date)').fill(lusakaToday());
  await card.getByLabel('Price (K)').fill('19');
  await card.getByLabel('Reason (kept in the audit)').fill(reason);
  await card.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByRole('status')).toHaveText('New price of VIP Weekly requested: a second admin approves it in Approvals.');
  await expect(page.getByRole('region', { name: 'VIP Weekly' }).getByRole('heading')).toContainText('K15.00 for 7 days');
  await approveAsSecondPerson(page, 'admin2@pocket.test', reason, 'vip.price');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'VIP cards' }).click();
  await expect(page.getByRole('region', { name: 'VIP Weekly' }).getByRole('heading')).toContainText('K19.00 for 7 days');

  // A new purchase: the Member tab offers the card at K19.00 and the wallet is asked for K19.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Africa/Lusaka' });
  const app = await context.newPage();
  await dismissDailyPopups(app);
  const borrower = await createDevBorrower(context.request, { mobile: walletMobile() });
  await logInThroughPanel(app, context.request, borrower.mobile);
  await app.goto('/member');
  const weekly = app.getByTestId('vip-card-3');
  await expect(weekly).toContainText('K19.00');
  await expect(weekly).toContainText('/ 7 days');
  await weekly.getByRole('button', { name: 'Buy VIP Weekly' }).click();
  const popup = app.getByTestId('vip-payment-popup');
  await expect(popup.locator('input[name="payAmount"]')).toHaveValue('K19.00');
  await popup.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(async () => (await prompts(request, borrower.mobile)).map((p) => p.amount), { timeout: 15_000 }).toEqual([19]);
  const [prompt] = await prompts(request, borrower.mobile);
  await request.post(`/api/dev/prompts/${prompt!.reference}/approve`, { data: { pin: '1234' } });
  await expect(app.getByTestId('membership-status')).toContainText(/Member until \d{4}-\d{2}-\d{2}/, { timeout: 20_000 });
  await context.close();
});

test('marketing edits a channel’s download link and the borrower app shows it on /details', async ({ page, browser, baseURL }) => {
  const code = `e2e${Date.now().toString(36)}`;
  const link = `https://apps.example.zm/pocket-${code}.apk`;
  await signInToDesk(page, 'marketing@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('button', { name: 'Add a channel' }).click();
  await page.getByLabel('Code (letters, digits, - or _)').fill(code);
  await page.getByLabel('Name', { exact: true }).fill('Radio campaign');
  await page.getByLabel('Other download link (app path or https:// address)').fill('https://play.google.com/store/apps/details?id=zm.co.pocket.app');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Channel saved: the app uses these links from its next start.');

  await page.getByRole('button', { name: `Edit ${code}` }).click();
  await page.getByLabel('Other download link (app path or https:// address)').fill(link);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(link);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const store = await context.newPage();
  await store.goto(`/details?appChannelCode=${code}`);
  await expect(store.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', link);
  await context.close();
});
