import type { Browser, Page } from '@playwright/test';

import { filteredPath } from '../../apps/admin/src/ui/filtered-path';
import { WEB_DIST } from '../support/config';
import { startServer } from '../support/server-process';
import type { ServerProcess } from '../support/server-process';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The demo portfolio (issue 44, decision 0051) as a newcomer meets it: a server of its own started with
// DEMO_PORTFOLIO=on on an empty database seeds three months of history before it listens; then each role signs in to
// the desk and finds work on every desk it has. Its own server, because the other journeys count what is on the desk.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // Fewer borrowers than `npm start`'s 300: the same kinds of work, in less time on a shared machine.
  server = await startServer(async () => WEB_DIST, 'demo', { env: { DEMO_PORTFOLIO: 'on', DEMO_PORTFOLIO_BORROWERS: '80' }, healthTimeoutMs: 540_000 });
});

test.afterAll(async () => {
  await server?.stop();
});

async function deskAs(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL: server.url });
  const page = await context.newPage();
  await signInToDesk(page, `${login}@pocket.test`);
  return page;
}

const desks = (page: Page) => page.getByRole('navigation', { name: 'Desks' });

test('risk finds KYC and applications waiting for a person', async ({ browser }) => {
  const page = await deskAs(browser, 'risk');
  await desks(page).getByRole('link', { name: 'KYC review' }).click();
  await expect(page.getByTestId('kyc-case').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.getByTestId('kyc-case').count()).toBeGreaterThanOrEqual(5);
  await desks(page).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.getByTestId('application-row').count()).toBeGreaterThanOrEqual(4);
});

test('finance finds a stuck payment, a statement with differences, a write-off to approve and the reports’ curve', async ({ browser }) => {
  const page = await deskAs(browser, 'finance');
  await page.goto(`/admin${filteredPath('payments', { state: 'stuck' })}`);
  await expect(page.getByTestId('payment-row').first()).toBeVisible({ timeout: 15_000 });

  await desks(page).getByRole('link', { name: 'Reconciliation' }).click();
  await page.getByTestId('statement-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('reconciliation-item').first()).toBeVisible({ timeout: 15_000 });

  await desks(page).getByRole('link', { name: 'Approvals' }).click();
  await expect(page.getByRole('cell', { name: /write-off/i }).first()).toBeVisible({ timeout: 15_000 });

  // The reports read the history: loans more than 30 days late, and a trial balance that balances.
  await desks(page).getByRole('link', { name: 'Reports' }).click();
  const par30 = page.getByTestId('par-30');
  await expect(par30).toContainText('PAR 30', { timeout: 15_000 });
  expect(Number(await par30.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('trial-balance-verdict')).toHaveText('Balanced: debits equal credits.');
});

test('support finds complaints to answer', async ({ browser }) => {
  const page = await deskAs(browser, 'support');
  await desks(page).getByRole('link', { name: 'Complaints' }).click();
  await expect(page.getByText('I was charged a penalty on my loan')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Answer' }).first()).toBeVisible();
});

// Last (serial): it moves this server's clock, which the other journeys of this file do not read.
test('the sandbox clock on /dev/phone moves the server’s date forward and back', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const today = async () => ((await (await page.request.get('/api/dev/clock')).json()) as { data: { today: string } }).data.today;
  const before = await today();
  await page.goto('/dev/phone');
  const clock = page.locator('#clock');
  await expect(clock).toContainText(`Today on the server: ${before}`);
  await expect(clock).toContainText('(the real time)');
  await page.getByRole('button', { name: '+7 days' }).click();
  await expect(clock).toContainText('7 day(s) ahead of the real time');
  const moved = await today();
  expect(Date.parse(moved) - Date.parse(before)).toBe(7 * 86_400_000);
  await expect(clock).toContainText(`Today on the server: ${moved}`);
  await page.locator('#clock-reset').click();
  await expect(clock).toContainText('(the real time)');
  expect(await today()).toBe(before);
});
