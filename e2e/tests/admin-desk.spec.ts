import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import type { ScreenReport } from '../support/axe';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';

// The lender's desk (issue 29) against the real server: staff sign in with password and TOTP, support finds a borrower
// by phone and reveals the phone with a reason, and admin sees that reveal in the audit. Then axe on each desk screen.

test.use(DESK_VIEWPORT);
// Several sign-ins (argon2id on the server) and axe runs per journey, on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const REASON = 'Borrower called support to confirm the number on file';

test('support finds a borrower by phone and reveals the phone with a reason; admin sees it in the audit', async ({ page, request }) => {
  const borrower = await createDevBorrower(request);

  await signInToDesk(page, 'support@pocket.test');
  await expect(page).toHaveURL(/\/admin\/borrowers$/);
  // Support sees its desks only: borrowers, complaints, data corrections and approvals, not staff or audit.
  const menu = page.getByRole('navigation', { name: 'Desks' });
  await expect(menu.getByRole('link')).toHaveText(['Borrowers', 'Complaints', 'Data corrections', 'Approvals']);

  await page.getByLabel('Phone, name, NRC or order id').fill(borrower.mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByTestId('borrower-result');
  await expect(result).toHaveCount(1);
  const masked = `${borrower.mobile.slice(0, 3)}****${borrower.mobile.slice(-3)}`;
  await expect(result).toContainText(masked);
  await expect(result).not.toContainText(borrower.mobile);

  await result.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Borrower ${borrower.userId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Reveal phone' }).click();
  await page.getByLabel('Reason (kept in the audit)').fill(REASON);
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(page.getByTestId('revealed-phone')).toHaveText(borrower.mobile);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();

  await signInToDesk(page, 'admin@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Action').fill('borrower.reveal');
  await page.getByLabel('Entity id').fill(String(borrower.userId));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByTestId('audit-row').filter({ hasText: REASON });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('support@pocket.test');
  await expect(row).toContainText('borrower.reveal');

  // The CSV export carries the same filters, with the staff cookie of this browser.
  const csvLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(csvLink).toHaveAttribute('href', /action=borrower\.reveal/);
  const csvHref = await csvLink.getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(REASON);

  const chain = page.getByRole('button', { name: 'Check the chain' });
  await chain.click();
  await expect(page.getByText(/Chain intact: \d+ rows/)).toBeVisible();
});

test('admin adds a staff member and requests a role; only a second admin can approve it', async ({ page }) => {
  const email = `desk-${Date.now()}@pocket.test`;
  await signInToDesk(page, 'admin@pocket.test');
  await page.goto('/admin/staff/create');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('New Support Agent');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // No password or secret on the admin's screen: the newcomer's enrolment link went to their e-mail.
  await expect(page.getByRole('status')).toContainText(`An enrolment link went to ${email}`);
  await page.getByRole('link', { name: 'Back to the staff list' }).click();

  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Request a role' }).click();
  await page.getByLabel(`Role to grant ${email}`).selectOption('support');
  await page.getByLabel('Reason (kept in the audit)').fill('joins the support team');
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByText('a second admin approves it in Approvals')).toBeVisible();

  // The maker's own request: listed, with nothing to press.
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const request = page.getByRole('row').filter({ hasText: 'joins the support team' });
  await expect(request).toContainText('Your request: another person checks it.');
  await expect(request.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToDesk(page, 'admin2@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  await page.getByRole('row').filter({ hasText: 'joins the support team' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'joins the support team' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('support');
});

test('a wrong code is refused with words a person can act on, on a page under the desk’s strict CSP', async ({ page }) => {
  const refusedByCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByCsp.push(message.text());
  });
  const response = await page.goto('/admin/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await page.getByLabel('E-mail').fill('admin@pocket.test');
  await page.getByLabel('Password').fill('pocket-admin-sandbox');
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail, password or code is wrong');
  expect(refusedByCsp, 'nothing the desk loads is refused by its CSP').toEqual([]);
});

async function audit(page: Page, name: string, ready: () => Promise<void>): Promise<ScreenReport> {
  await ready();
  await page.waitForLoadState('networkidle');
  return auditScreen(page, name);
}

const heading = (page: Page, name: string) => async () =>
  void (await expect(page.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 15_000 }));

test('the sign-in, staff, approvals and audit screens pass axe (WCAG 2.1 A and AA): no serious or critical violation', async ({ page }) => {
  const reports: ScreenReport[] = [];
  await page.goto('/admin/login');
  reports.push(await audit(page, 'sign-in', heading(page, 'Pocket desk')));

  await signInToDesk(page, 'admin@pocket.test');
  await page.goto('/admin/staff');
  reports.push(await audit(page, 'staff', heading(page, 'Staff')));
  await page.goto('/admin/staff/create');
  reports.push(await audit(page, 'staff: add', heading(page, 'Add a staff member')));
  await page.goto('/admin/approvals');
  reports.push(await audit(page, 'approvals', heading(page, 'Approvals')));
  await page.goto('/admin/audit');
  reports.push(await audit(page, 'audit', async () => void (await expect(page.getByTestId('audit-row').first()).toBeVisible({ timeout: 15_000 }))));

  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
});

test('the borrower search and borrower page pass axe (WCAG 2.1 A and AA): no serious or critical violation', async ({ page, request }) => {
  const borrower = await createDevBorrower(request);
  const reports: ScreenReport[] = [];
  await signInToDesk(page, 'risk@pocket.test');
  await page.goto(`/admin/borrowers?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${borrower.mobile}`);
  reports.push(await audit(page, 'borrowers: search', async () => void (await expect(page.getByTestId('borrower-result')).toHaveCount(1, { timeout: 15_000 }))));
  await page.goto(`/admin/borrowers/${borrower.userId}`);
  reports.push(await audit(page, 'borrower page', heading(page, `Borrower ${borrower.userId}`)));
  await page.getByRole('button', { name: 'Reveal NRC' }).click();
  reports.push(await audit(page, 'borrower page: reveal reason', async () => void (await expect(page.getByLabel('Reason (kept in the audit)')).toBeVisible())));

  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
});
