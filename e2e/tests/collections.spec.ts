import type { Browser, Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// Collections (issue 46) against the real server: late loans made with the sandbox loan clock
// (POST /api/dev/loans/{id}/age, which runs the overdue and collections jobs at once). The contact hours are opened in
// the journeys' sandbox (COLLECTIONS_CONTACT_HOURS=0-24, e2e/support/config.ts): they run at any hour.

test.describe.configure({ timeout: 180_000 });

async function deskPage(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ ...DESK_VIEWPORT, baseURL });
  const page = await context.newPage();
  await signInToDesk(page, email);
  return page;
}

const lusakaDatePlus = (days: number) => new Date(Date.now() + 2 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a borrower three days late promises to pay and asks for a payment plan from the bill, without a call', async ({ page, request }) => {
  const borrower = await createDevBorrower(request, { loan: { amount: 800, term: 14 } });
  expect((await request.post(`/api/dev/loans/${borrower.orderId!}/age`, { data: { days: 17 } })).ok()).toBe(true);
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto(`/billing-details/${borrower.orderId!}`);
  await page.getByRole('button', { name: "Can't pay on time? Get help" }).click();
  await expect(page).toHaveURL(new RegExp(`/bill-help/${borrower.orderId!}$`));
  await expect(page.getByText('Your bill is 3 days late.')).toBeVisible();

  // "I will pay on ...": a date is needed; then the promise is shown instead of the form.
  await page.getByRole('button', { name: 'Promise to pay' }).click();
  await expect(page.getByText('Please choose the date you will pay on')).toBeVisible();
  await page.getByLabel('Date').fill(lusakaDatePlus(5));
  await page.getByLabel('Amount (K)').fill('300');
  await page.getByRole('button', { name: 'Promise to pay' }).click();
  await expect(page.getByTestId('promise-made')).toHaveText(`You promised to pay K300.00 by ${lusakaDatePlus(5)}.`);

  // "I can't pay": a reason, then the request is acknowledged.
  await page.getByLabel('Why can you not pay?').fill('I lost my job last month and can pay a little every month.');
  await page.getByRole('button', { name: 'Ask for a payment plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('We have your request for a payment plan. We will answer within 2 working days.');
  await page.reload();
  await expect(page.getByTestId('plan-status')).toBeVisible();
});

test('an agent works a 35-days-late case within the rules: a call, two approved messages, a fourth contact refused; a plan approved by finance shows on the bills', async ({ page, request, browser, baseURL }) => {
  const borrower = await createDevBorrower(request, { loan: { amount: 800, term: 14 } });
  expect((await request.post(`/api/dev/loans/${borrower.orderId!}/age`, { data: { days: 49 } })).ok()).toBe(true);

  const agent = await deskPage(browser, baseURL, 'collections@pocket.test');
  await agent.goto('/admin/collections');
  const row = agent.getByTestId('collection-case-row').filter({ hasText: `loan ${borrower.orderId!}` });
  await expect(row).toContainText('31-60');
  await expect(row).toContainText('35');
  await row.getByRole('link', { name: /Open case/ }).click();
  await expect(agent.getByTestId('case-dpd')).toHaveText('35 (bucket 31-60)');

  // A call: the phone is shown for it, then the outcome.
  await agent.getByRole('button', { name: 'Call the borrower' }).click();
  await expect(agent.getByTestId('call-phone')).toContainText(borrower.mobile.slice(-9));
  await agent.getByLabel('Outcome').selectOption('NO_ANSWER');
  await agent.getByRole('button', { name: 'Record outcome' }).click();
  await expect(agent.getByText('Outcome recorded: No answer.')).toBeVisible();

  // Two approved messages (no free-text box exists).
  await agent.getByLabel('Approved message').selectOption('missed-call');
  await agent.getByRole('button', { name: 'Send message' }).click();
  await expect(agent.getByText('Message sent.')).toBeVisible();
  await agent.getByLabel('Approved message').selectOption('hardship-offer');
  await agent.getByRole('button', { name: 'Send message' }).click();
  await expect(agent.getByText('Contacts left: 0 today')).toBeVisible();

  // The fourth contact of the day is refused by the server, with the rule's words; the log shows the refusal.
  await agent.getByRole('button', { name: 'Call the borrower' }).click();
  await expect(agent.getByTestId('contact-refused')).toHaveText('Refused by the rule "Daily limit": at most 3 contacts a day per borrower, across all channels and agents.');
  await expect(agent.getByTestId('contact-row').first()).toContainText('Refused by the rule "Daily limit"');

  // The borrower asks for a plan in the app; the agent proposes 3 instalments; finance approves.
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto(`/bill-help/${borrower.orderId!}`);
  await page.getByLabel('Why can you not pay?').fill('My shop closed; I can pay in three parts.');
  await page.getByRole('button', { name: 'Ask for a payment plan' }).click();
  await expect(page.getByTestId('plan-status')).toBeVisible();

  await agent.reload();
  const request_ = agent.getByTestId('hardship-row');
  await expect(request_).toContainText('My shop closed');
  await request_.getByRole('button', { name: 'Propose a plan' }).click();
  await agent.getByLabel('Instalments (every 30 days)').selectOption('3');
  await agent.getByLabel('Reason (kept in the audit)').fill('Shop closed; three monthly parts');
  await agent.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(agent.getByText(/Plan asked for \(request \d+\)/)).toBeVisible();

  const finance = await deskPage(browser, baseURL, 'finance@pocket.test');
  await finance.goto('/admin/approvals');
  const approval = finance.locator('tr').filter({ hasText: `orderId ${borrower.orderId!},` }).filter({ hasText: 'collections.restructure' });
  await approval.getByRole('button', { name: 'Approve' }).click();
  // Approved, it leaves the list of requests waiting for a decision.
  await expect(approval).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('plan-status')).toHaveText('Your payment plan is ready: 3 payments. See them under Repayment Plan.');
  await page.goto(`/repayment-plan/${borrower.orderId!}`);
  // The old bill closed at what was paid and waived (its penalty waived); the rest is three bills being repaid.
  await expect(page.getByText('Repaying', { exact: true })).toHaveCount(3);
});
