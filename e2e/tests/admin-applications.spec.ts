import type { APIRequestContext, Page } from '@playwright/test';

import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { approveOnlyPrompt, envelope, signedHeadersOf, walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// Application review (issue 29) against the real server with its default review rules: a borrower whose limit was just
// raised asks for more than the old limit ("limit raised recently"), the application waits for a person, risk approves
// it on the desk, and the borrower's order page moves on to the money received without a reload.

interface LoanInfo {
  availableLimit: number;
  orders: { orderId: number; status: string; loanAmount: number }[];
}

async function myLoanInfo(page: Page): Promise<LoanInfo> {
  return envelope<LoanInfo>(await page.request.get('/api/my/getMyLoanInfo', { headers: await signedHeadersOf(page) }), 'getMyLoanInfo');
}

/** Pays the whole bill through the sandbox wallet: the loan settles on time and the limit grows by K300. */
async function payOff(page: Page, request: APIRequestContext, mobile: string, orderId: number) {
  const detail = await envelope<{ plans: { planId: number; remainingAmount: number }[] }>(
    await page.request.post(`/api/order/api/queryLoanDetail/${orderId}`, { headers: await signedHeadersOf(page) }),
    'queryLoanDetail',
  );
  const plan = detail.plans[0]!;
  const submitted = await page.request.post('/api/order/payment/api/submitRepayApplyV2', {
    headers: await signedHeadersOf(page),
    data: { bizType: 1, planId: plan.planId, payAmount: plan.remainingAmount, payCard: false },
  });
  await envelope(submitted, 'submitRepayApplyV2');
  await approveOnlyPrompt(request, mobile, plan.remainingAmount);
}

test.describe.configure({ timeout: 150_000 });

test('a borrower applies for an amount that needs review; risk approves on the desk; the order page moves on without a reload', async ({ page, request, browser }) => {
  const mobile = walletMobile();
  const borrower = await createDevBorrower(request, { mobile, loan: { amount: 500, term: 7 } });
  await logInThroughPanel(page, request, mobile);
  await payOff(page, request, mobile, borrower.orderId!);
  await expect.poll(async () => (await myLoanInfo(page)).availableLimit, { timeout: 15_000 }).toBe(800);

  // Home: the chooser starts at the new limit, K800, above the K500 of before the raise.
  await page.goto('/home');
  const home = page.getByTestId('home');
  await expect(home.locator('.rv-stepper__input')).toHaveValue('800');
  await home.getByRole('button', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/borrow-plan$/);
  const plan = page.getByTestId('borrow-plan');
  const bill = plan.getByTestId('estimated-bill');
  await bill.getByRole('checkbox').click();
  await bill.getByRole('button', { name: 'Apply' }).click();

  // The application waits for a person: the progress says it is being reviewed, and stays there.
  const progress = plan.getByTestId('order-progress');
  await expect(progress.getByRole('status')).toContainText('being reviewed');
  const held = (await myLoanInfo(page)).orders.find((o) => o.status === 'REVIEWING');
  expect(held).toMatchObject({ loanAmount: 800 });
  await page.waitForTimeout(3_000);
  await expect(progress.getByRole('status')).toContainText('being reviewed');
  const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // Risk, on the desk in a browser of its own: the queue, the case, approve.
  const desk = await browser.newContext({ ...DESK_VIEWPORT, baseURL: test.info().project.use.baseURL });
  const staff = await desk.newPage();
  await signInToDesk(staff, 'risk@pocket.test');
  await staff.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Applications' }).click();
  const row = staff.getByTestId('application-row').filter({ has: staff.getByRole('link', { name: `Open application ${held!.orderId}` }) });
  await expect(row).toContainText('K800.00 for');
  await expect(row).toContainText('Limit raised recently');
  // Both desk screens pass axe (WCAG 2.1 A and AA): no serious or critical violation.
  const reports = [await auditScreen(staff, 'applications: queue')];
  await row.getByRole('link').click();
  await expect(staff.getByRole('heading', { name: `Application ${held!.orderId}` })).toBeVisible();
  await expect(staff.getByText(/K800.00 is above the K500.00 available before/)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Approve and pay out' })).toBeVisible();
  reports.push(await auditScreen(staff, 'application case'));
  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
  await staff.getByRole('button', { name: 'Approve and pay out' }).click();
  await expect(staff.getByText('Approved: the loan is being paid out.')).toBeVisible();
  await expect(staff.getByTestId('application-status')).not.toHaveText('REVIEWING');
  await desk.close();

  // The borrower's page follows the order by itself: disbursing, then the money received; no reload happened.
  await expect(progress.getByText('Money received.')).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('button', { name: 'View my bill' })).toBeVisible();
  expect(navigations).toBe(0);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
  expect((await myLoanInfo(page)).orders.find((o) => o.orderId === held!.orderId)).toMatchObject({ status: 'REPAYING', loanAmount: 800 });
});
