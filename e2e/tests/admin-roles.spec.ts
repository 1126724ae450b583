import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { createDevBorrower, smsMessages } from '../support/sandbox';
import { DESK_VIEWPORT, enrolThroughLink, signInToDesk } from '../support/staff';
import { totpCode } from '../support/totp';

// The desk by role (issue 29) against the real server: support finds a borrower by phone and sends a message again;
// an admin changes their own password and signs in with it; a role without a desk sees no menu entry for it and the
// server answers 403 when it asks anyway.

test.use(DESK_VIEWPORT);
// Several sign-ins (argon2id on the server) per journey, on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Desks' });

test('support finds a borrower by phone and resends the pay-out text; it reaches the phone a second time', async ({ page, request }) => {
  const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });
  const payOut = async () => (await smsMessages(request, borrower.mobile)).filter((sms) => sms.code === null);
  await expect.poll(async () => (await payOut()).length, { message: 'the pay-out text in the sandbox outbox', timeout: 20_000 }).toBe(1);
  const text = (await payOut())[0]!.body;

  await signInToDesk(page, 'support@pocket.test');
  await page.getByLabel('Phone, name, NRC or order id').fill(borrower.mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('borrower-result').getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Borrower ${borrower.userId}` })).toBeVisible();

  const messages = page.getByRole('region', { name: 'Messages' });
  const row = messages.getByRole('row').filter({ hasText: 'loan.disbursed' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${borrower.mobile.slice(0, 3)}****${borrower.mobile.slice(-3)}`);
  await row.getByRole('button', { name: /^Resend message \d+$/ }).click();
  await page.getByLabel('Reason (kept in the audit)').fill('Borrower deleted the pay-out text by mistake');
  await page.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText('Queued again: it goes now.')).toBeVisible();
  await expect(messages.getByText(/loan\.disbursed \(resend of #\d+\)/)).toBeVisible();

  // The engine sends it like any receipt: the same words reach the borrower's phone again.
  await expect.poll(async () => (await payOut()).filter((sms) => sms.body === text).length, { message: 'the resent text in the outbox', timeout: 20_000 }).toBe(2);
  // Once a day per message: a second resend is refused in words.
  await messages.getByRole('row').filter({ hasText: 'loan.disbursed' }).filter({ hasNotText: 'resend of' }).getByRole('button', { name: /^Resend message/ }).click();
  await page.getByLabel('Reason (kept in the audit)').fill('Asked again');
  await page.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This message was already resent today');
});

test('a new admin enrols through the link, changes their password, is signed out elsewhere, and signs in with the new one', async ({ page, browser, baseURL }) => {
  // A new admin made the real way (admin adds, requests the role, admin2 approves, the member enrols through the link
  // the sandbox's staff e-mail carries): the sandbox admin keeps its password.
  const email = `roles-${Date.now()}@pocket.test`;
  await signInToDesk(page, 'admin@pocket.test');
  await page.goto('/admin/staff/create');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('New Admin');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`An enrolment link went to ${email}`);
  await page.getByRole('link', { name: 'Back to the staff list' }).click();
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Request a role' }).click();
  await page.getByLabel(`Role to grant ${email}`).selectOption('admin');
  await page.getByLabel('Reason (kept in the audit)').fill(`second admin ${email}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToDesk(page, 'admin2@pocket.test');
  await menu(page).getByRole('link', { name: 'Approvals' }).click();
  await page.getByRole('row').filter({ hasText: `second admin ${email}` }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row').filter({ hasText: `second admin ${email}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();

  const signIn = async (target: Page, password: string, code: string) => {
    await target.goto('/admin/login');
    await target.getByLabel('E-mail').fill(email);
    await target.getByLabel('Password').fill(password);
    await target.getByLabel('Code from your authenticator app').fill(code);
    await target.getByRole('button', { name: 'Sign in' }).click();
  };
  // The member chooses their password at enrolment (a weak one is refused with the reason) and is signed in; then a
  // second browser signs in (a code signs in once: it uses the next step's code).
  const first = 'Chongwe-market-by-bicycle-7';
  const secret = await enrolThroughLink(page, email, first);
  await expect(page.getByTestId('signed-in-as')).toContainText(email, { timeout: 15_000 });
  const elsewhere = await browser.newPage({ ...DESK_VIEWPORT, baseURL });
  await signIn(elsewhere, first, totpCode(secret, 1));
  await expect(elsewhere.getByTestId('signed-in-as')).toContainText(email, { timeout: 15_000 });

  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(first);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password again').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The new password must be at least 12 characters.');
  const next = 'Kafue-river-at-dawn-2026';
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('New password again').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toHaveText('Your password is changed. 1 other session was signed out.');

  // The other browser's session ended: its next call sends it to sign-in.
  await elsewhere.reload();
  await expect(elsewhere.getByLabel('Code from your authenticator app')).toBeVisible({ timeout: 15_000 });
  await elsewhere.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();
  // Both near steps are used by the two sign-ins: the next code is good from the next step on.
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  await signIn(page, first, totpCode(secret, 1));
  await expect(page.getByRole('alert')).toHaveText('E-mail, password or code is wrong');
  await signIn(page, next, totpCode(secret, 1));
  await expect(page.getByTestId('signed-in-as')).toContainText(email, { timeout: 15_000 });
});

test('a role without the desk sees no menu entry for it, and the server answers 403 when asked anyway', async ({ page }) => {
  await signInToDesk(page, 'marketing@pocket.test');
  await expect(menu(page).getByRole('link')).toHaveText(['Approvals', 'Banners', 'Holiday notices', 'Store page', 'Coupon packs', 'Prize wheel', 'Channels', 'Borrower texts']);
  await expect(menu(page).getByRole('link', { name: 'Borrowers' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  for (const url of ['/api/staff/borrowers?q=0961234567', '/api/staff/staff', '/api/staff/audit']) {
    const refused = await page.request.get(url);
    expect(refused.status(), url).toBe(403);
    expect((await refused.json()).msg).toBe('Your role may not do this');
  }
  // A page opened by address shows the refusal, not the desk.
  await page.goto('/admin/borrowers');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByLabel('Phone, name, NRC or order id')).toHaveCount(0);
});
