import { expect, test } from '@playwright/test';

import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';

// The reports desk (issue 30) against the real server: the sandbox portfolio gets a loan 38 days late (a ready-made
// borrower's loan aged through the sandbox's loan clock), then finance opens Reports and reads PAR 30 and the trial
// balance, balanced, and downloads a report as CSV with the same filters.

test.use(DESK_VIEWPORT);
test.describe.configure({ timeout: 120_000 });

test('finance reads PAR 30 and the balanced trial balance of the sandbox portfolio, and downloads the CSV', async ({ page, request }) => {
  const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 7 } });
  expect(borrower.orderId).toBeTruthy();
  const aged = await request.post(`/api/dev/loans/${borrower.orderId}/age`, { data: { days: 45 } });
  expect(aged.ok(), await aged.text()).toBe(true);

  await signInToDesk(page, 'finance@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // PAR 30: at least this loan's K500 is more than 30 days late, so the share is above 0.
  const par30 = page.getByTestId('par-30');
  await expect(par30).toContainText('PAR 30');
  const cells = par30.getByRole('cell');
  expect(Number(await cells.nth(1).textContent())).toBeGreaterThanOrEqual(1);
  const atRisk = Number((await cells.nth(2).textContent())!.replace(/[K,]/g, ''));
  expect(atRisk).toBeGreaterThanOrEqual(500);
  await expect(cells.nth(3)).not.toHaveText('0.00%');
  await expect(page.getByRole('img', { name: 'PAR by days late (% of outstanding principal)' })).toBeVisible();

  // The trial balance: debits equal credits, said in words and shown in the totals row.
  await expect(page.getByTestId('trial-balance-verdict')).toHaveText('Balanced: debits equal credits.');
  const totals = page.getByTestId('trial-balance-totals').getByRole('cell');
  await expect(totals.nth(0)).toHaveText(/^K[\d,]+\.\d{2}$/);
  expect(await totals.nth(0).textContent()).toBe(await totals.nth(1).textContent());
  await expect(page.getByTestId('report-trial-balance').getByRole('row').filter({ hasText: 'asset:loan_principal' })).toHaveCount(1);

  // The CSV download carries the filters; finance's cookie opens it; it holds the same PAR rows.
  await page.getByLabel('Product', { exact: true }).selectOption('1');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // The filters applied reach the address first, then the page: the link follows them (a person sees it change).
  const csvLink = page.getByTestId('report-par').getByRole('link', { name: 'Download CSV' });
  await expect(csvLink).toHaveAttribute('href', '/api/staff/reports/par?product=1&format=csv');
  const href = await csvLink.getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe('bucket,days,loans,principalAtRisk,percent');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['PAR 1', 'PAR 7', 'PAR 30', 'PAR 90']);
  expect(await csv.text()).not.toContain(borrower.mobile.slice(3));
});
