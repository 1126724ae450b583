import type { Locator, Page } from '@playwright/test';

import { BEMBA_PANEL, logInInLanguage } from '../support/login-flow';
import { acknowledgeSubmitSuccess, approveOnlyPrompt, kwacha, repayPopup, walletMobile } from '../support/payments';
import { createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';

// Issue 48: a borrower who reads Bemba chooses it on the login panel, logs in, borrows and repays, every screen in Bemba
// (docs/languages.md, "The borrower web app"). The words are the catalogue's Bemba drafts
// (packages/web-texts/src/bem.ts), never read from the page; amounts stay as in English (K1,050.50).
// Toasts are not asserted: only the screens.

/** The pay-success dialog in Bemba ('Submit Success', 'OK'). */
const SUBMIT_SUCCESS = { title: 'Catumwa bwino', ok: 'Cawama' };

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** The value of one row of a cell list, found by its title. */
function row(within: Locator, title: string): Locator {
  return within.locator('.rv-cell').filter({ has: within.page().getByText(title, { exact: true }) }).locator('.rv-cell__value');
}

/** None of these English words is on the screen. */
async function expectNoEnglish(scope: Locator, english: string[]): Promise<void> {
  for (const words of english) await expect(scope.getByText(words, { exact: true })).toHaveCount(0);
}

const summaryRow = (page: Page, title: string) => row(page.getByTestId('loan-summary'), title);

test('a borrower switches to Bemba on the login panel, logs in, borrows and repays with every screen in Bemba', async ({ page, request }) => {
  // A login, a loan reviewed and paid out, a payment followed until final: several screens' journey.
  test.setTimeout(120_000);
  // KYC done and no loan (as borrow-apply.spec.ts), on a wallet number so that the loan pays out and the bill is paid.
  const borrower = await createDevBorrower(request, { mobile: walletMobile() });
  expect(borrower.orderId).toBeUndefined();
  await logInInLanguage(page, borrower.mobile, BEMBA_PANEL);

  // Home: K500 (the limit) for 14 days. Seeded Pocket Loan (docs/product.md#loan-products-and-pricing): 14% interest,
  // a 2% fee (min K5).
  const interest = 70;
  const fee = 10;
  const total = 500 + interest + fee;
  await page.goto('/home');
  const home = page.getByTestId('home');
  await expect(home.getByText('Ubwingi bwa kukongola', { exact: true }).locator('..')).toContainText(kwacha(500), { timeout: 15_000 });
  await home.getByText('inshiku 14', { exact: true }).click();
  await expect(home.getByRole('radio', { name: 'inshiku 14' })).toHaveAttribute('aria-checked', 'true');
  await expect(row(home, 'Mukabwesha')).toHaveText(kwacha(total));
  await home.getByRole('button', { name: 'Lombeni nomba' }).click();
  await expect(page).toHaveURL(/\/borrow-plan$/);

  // The borrow plan: the estimated bill, the cost of credit, the wallet, the consent and Apply, in Bemba.
  const plan = page.getByTestId('borrow-plan');
  await expect(plan.getByText('Bilu iyapimwa')).toBeVisible();
  const bill = plan.getByTestId('estimated-bill');
  await expect(row(bill, 'Impiya mwasongele')).toHaveText(kwacha(500));
  await expect(row(bill, 'Inyongeko')).toHaveText(kwacha(interest));
  await expect(row(bill, 'Icakulipila ca mulimo')).toHaveText(kwacha(fee));
  await expect(row(bill, 'Fyonse ifya kubwesha')).toHaveText(kwacha(total));
  await expect(row(bill, 'APR (inyongeko ya mwaka)')).toHaveText(/^\d+\.\d{2}%$/);
  await expect(bill.getByText('Umutengo wa ngongole', { exact: true })).toBeVisible();
  await expect(bill.getByText('Icikwama icipokelela', { exact: true })).toBeVisible();
  await expectNoEnglish(plan, ['Estimated bill', 'Principal', 'Total to repay', 'Cost of credit', 'Receiving wallet']);

  const apply = bill.getByRole('button', { name: 'Lombeni', exact: true });
  await apply.click();
  await expect(bill.getByRole('alert')).toHaveText('Napapata, belengeni kabili musumine Icipangano ca ngongole intanshi');
  const consent = bill.getByRole('checkbox');
  await expect(consent).toHaveAccessibleName('Nabelenga kabili nasumina');
  await expect(bill.getByRole('link', { name: 'Icipangano ca ngongole' })).toHaveAttribute('href', '/al');
  // The lead, longer in Bemba, wraps the link onto a line of its own: a tap on the lead still ticks the box.
  await bill.getByText('Nabelenga kabili nasumina', { exact: true }).click();
  await expect(consent).toHaveAttribute('aria-checked', 'true');
  await apply.click();

  // The order's progress, from reviewing to the money received, in Bemba.
  const progress = plan.getByTestId('order-progress');
  await expect(progress).toBeVisible();
  for (const step of ['Ukubebeta', 'Ukutuma impiya', 'Fyapokelelwa']) await expect(progress.getByText(step, { exact: true })).toBeVisible();
  await expect(progress.getByText('Impiya shapokelelwa.')).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByText(`${kwacha(500)} shatumwa ku ${masked(borrower.mobile)}`)).toBeVisible();
  await expectNoEnglish(progress, ['Reviewing', 'Received', 'Money received.']);
  await progress.getByRole('button', { name: 'Moneni bilu yandi' }).click();

  // The bill in Bemba: its title, how it adds up, its status and actions.
  await expect(page).toHaveURL(/\/billing-details\/\d+$/);
  const details = page.getByTestId('billing-details');
  await expect(details.getByText('Ifyalembwa pa bilu', { exact: true })).toBeVisible();
  await expect(summaryRow(page, 'Fyonse ifya kubwesha')).toContainText(kwacha(total));
  await expect(summaryRow(page, 'Impiya ishashalapo')).toContainText(kwacha(total));
  await expect(details.getByText('Ilelipilwa', { exact: true }).first()).toBeVisible();
  await expect(details.getByRole('button', { name: 'Ipulani ya kubwesha' })).toBeVisible();
  await expectNoEnglish(details, ['Billing Details', 'Remaining amount', 'Repay', 'Repayment Plan']);

  // The repay popup in Bemba: its title, the amount rule's message, then the whole bill.
  await details.getByRole('button', { name: 'Lipileni', exact: true }).click();
  const popup = repayPopup(page, 'Ukubwesha');
  await expect(page.locator('.rv-popup').filter({ has: popup.root }).getByText('Lipileni bilu', { exact: true })).toBeVisible();
  await expect(popup.amount).toHaveValue(String(total));
  await popup.amount.fill(String(total + 1));
  await popup.submit.click();
  await expect(popup.error).toHaveText('Impiya mwalemba tashingacila pa mpiya ishashalapo ukubwesha');
  await popup.amount.fill(String(total));
  await popup.submit.click();
  await acknowledgeSubmitSuccess(page, SUBMIT_SUCCESS);

  // The payment followed on the page in Bemba: waiting for the PIN, then paid off once the sandbox operator confirms.
  const note = page.getByTestId('payment-note');
  await expect(note).toContainText('Tulepembelela PIN yenu');
  await expect(note).toContainText(`Ingisheni PIN yenu pa ${masked(borrower.mobile)} pa kulipila ${kwacha(total)}.`);
  await expect(details.getByRole('button', { name: 'Lipileni', exact: true })).toBeDisabled();
  await approveOnlyPrompt(request, borrower.mobile, total);
  // The follow schedule (1 s, 2 s, 3 s, 5 s, 8 s, then every 10 s): more than one full round.
  await expect(summaryRow(page, 'Impiya ishashalapo')).toContainText(kwacha(0), { timeout: 20_000 });
  await expect(note).toHaveCount(0);
  await expect(summaryRow(page, 'Ifyalipilwa')).toContainText(kwacha(total));
  await expect(details.getByText('Yalipilwa yonse', { exact: true }).first()).toBeVisible();
  await expectNoEnglish(details, ['Paid off', 'Paid', 'Waiting for your PIN']);
});
