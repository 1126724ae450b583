import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { CLIENT_HEADERS, createDevBorrower, uniqueMobile } from '../support/sandbox';
import { appStateCookie, signedHeaders } from '../support/session';
import { expect, test } from '../support/test';

interface LoanInfo {
  creditLimit: number;
  availableLimit: number;
  orders: { orderId: number; status: string; loanAmount: number; termDays: number }[];
}

const kwacha = (amount: number) => `K${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// No number portability in Zambia: the prefix names the wallet (docs/product.md#mobile-money).
const operatorOf = (mobile: string) => (['096', '076', '056'].includes(mobile.slice(0, 3)) ? 'MTN MoMo' : 'Airtel Money');
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

async function myLoanInfo(page: Page, request: APIRequestContext): Promise<LoanInfo> {
  const token = String(await appStateCookie(page.context(), 'token'));
  const uid = String(await appStateCookie(page.context(), 'uid'));
  const response = await request.get('/api/my/getMyLoanInfo', { headers: { ...CLIENT_HEADERS, ...signedHeaders(uid, token) } });
  const body = (await response.json()) as { code: number; msg: string; data: LoanInfo };
  if (body.code !== 200) throw new Error(`getMyLoanInfo answered code ${body.code}: ${body.msg}`);
  return body.data;
}

/** The value of one row ('You repay', 'Principal', 'APR', ...) of a cell list. */
function row(within: Locator, title: string): Locator {
  return within.locator('.rv-cell').filter({ has: within.page().getByText(title, { exact: true }) }).locator('.rv-cell__value');
}

test.describe('borrow: apply for a loan', () => {
  test('a borrower with KYC done chooses K300 for 14 days on home, sees the estimated bill, consents, applies and receives the money', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const borrower = await createDevBorrower(request, { mobile: uniqueMobile() });
    expect(borrower.orderId).toBeUndefined();
    await logInThroughPanel(page, request, borrower.mobile);
    const before = await myLoanInfo(page, request);
    expect(before.orders).toEqual([]);
    expect(before.availableLimit).toBe(500);

    // Home: the chooser starts at the limit (K500); two steps down of K100 make K300, and the 14-day term.
    await page.goto('/home');
    const home = page.getByTestId('home');
    await expect(home.getByText('Available limit', { exact: true }).locator('..')).toContainText(kwacha(500));
    const amount = home.locator('.rv-stepper__input');
    await expect(amount).toHaveValue('500');
    await home.locator('.rv-stepper__minus').click();
    await expect(amount).toHaveValue('400');
    await home.locator('.rv-stepper__minus').click();
    await expect(amount).toHaveValue('300');
    await home.getByText('14 days', { exact: true }).click();
    await expect(home.getByRole('radio', { name: '14 days' })).toHaveAttribute('aria-checked', 'true');
    // The live estimate follows the choice. Seeded Pocket Loan (docs/product.md#loan-products-and-pricing): 14 days at 14% interest, a 2% fee (min K5).
    const interest = 42;
    const fee = 6;
    await expect(row(home, 'You repay')).toHaveText(kwacha(300 + interest + fee));

    await home.getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(/\/borrow-plan$/);

    // The estimated bill: what a lender must disclose before the offer.
    const plan = page.getByTestId('borrow-plan');
    await expect(plan.getByText('Estimated bill')).toBeVisible();
    const bill = plan.getByTestId('estimated-bill');
    await expect(bill).toBeVisible();
    await expect(row(bill, 'Principal')).toHaveText(kwacha(300));
    await expect(row(bill, 'Interest')).toHaveText(kwacha(interest));
    await expect(row(bill, 'Service fee')).toHaveText(kwacha(fee));
    await expect(row(bill, 'Total to repay')).toHaveText(kwacha(300 + interest + fee));
    await expect(row(bill, 'APR')).toHaveText(/^\d+\.\d{2}%$/);
    await expect(bill.locator('.rv-cell').filter({ hasText: operatorOf(borrower.mobile) })).toContainText(masked(borrower.mobile));

    // Apply without consent is refused; with the loan-contract consent it goes through.
    const apply = bill.getByRole('button', { name: 'Apply' });
    await apply.click();
    await expect(bill.getByRole('alert')).toHaveText('Please read and agree to the Loan Contract first');
    const consent = bill.getByRole('checkbox');
    await expect(consent).toHaveAccessibleName('I have read and agreed to the');
    await expect(consent.locator('xpath=..')).toContainText('I have read and agreed to the Loan Contract');
    await expect(bill.getByRole('link', { name: 'Loan Contract' })).toHaveAttribute('href', '/al');
    await consent.click();
    await expect(consent).toHaveAttribute('aria-checked', 'true');
    await expect(bill.getByRole('alert')).toBeHidden();
    await apply.click();

    // The order's progress, from reviewing to the money received in the wallet.
    const progress = plan.getByTestId('order-progress');
    await expect(progress).toBeVisible();
    for (const step of ['Reviewing', 'Disbursing', 'Received']) await expect(progress.getByText(step, { exact: true })).toBeVisible();
    await expect(progress.getByText('Money received.')).toBeVisible({ timeout: 20_000 });
    await expect(progress.getByText(`sent to ${masked(borrower.mobile)}`)).toBeVisible();
    await expect(progress.getByRole('button', { name: 'View my bill' })).toBeVisible();

    // The server agrees: one order, being repaid, of the chosen amount and term.
    const after = await myLoanInfo(page, request);
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ status: 'REPAYING', loanAmount: 300, termDays: 14 });
    // One loan at a time (docs/product.md#credit-limit): nothing more to borrow while it is open; the limit itself is unchanged.
    expect(after.availableLimit).toBe(0);
    expect(after.creditLimit).toBe(before.creditLimit);
  });
});
