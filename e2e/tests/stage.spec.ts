import type { Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';

/** A fresh MTN (096) or Airtel (097) number: the deposit and the bills are asked of a wallet (Zamtel has none yet). */
const walletMobile = () => `09${6 + Math.floor(Math.random() * 2)}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** Approves the wallet's pending PIN prompt on the sandbox phone (/dev/phone) with the PIN, as the wallet owner would. */
async function approveOnSandboxPhone(phone: Page, mobile: string, amount: string): Promise<void> {
  await phone.goto(`/dev/phone?mobile=${mobile}`);
  const prompt = phone.locator('.msg').filter({ hasText: amount }).filter({ has: phone.locator('[data-approve]') });
  await expect(prompt).toHaveCount(1, { timeout: 10_000 });
  await prompt.locator('input[data-pin]').fill('1234');
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(prompt).toHaveCount(0, { timeout: 10_000 });
}

test.describe('phones on stages', () => {
  test('a borrower chooses a phone, pays the deposit, sees the pickup code, then pays a stage bill until it is paid', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile() });
    await logInThroughPanel(page, request, borrower.mobile);

    // Home links to the phones (the 'homeOffers' slot).
    await page.goto('/home');
    await page.getByText('Phones on stages').click();
    await expect(page).toHaveURL(/\/stage-details$/);
    await expect(page.getByText('Details', { exact: true })).toBeVisible();

    // Choosing a phone shows the whole schedule and the total cost before anything is paid.
    await page.getByTestId('phone-1').getByRole('button', { name: 'Choose' }).click();
    const offer = page.getByTestId('phone-offer');
    await expect(offer.getByText('Stage 3 of 3')).toBeVisible();
    await expect(page.getByTestId('total-cost')).toHaveText('K1,242.00');
    await offer.getByText('I agree to pay the deposit now and each stage bill by its due date').click();
    await offer.getByRole('button', { name: 'Pay the deposit K690.00' }).click();
    await expect(page.getByText('Waiting for payment')).toBeVisible();

    // The wallet owner approves the PIN prompt; the page follows the deposit to the pickup code without a reload.
    const phone = await context.newPage();
    await approveOnSandboxPhone(phone, borrower.mobile, '690');
    await expect(page.getByTestId('pickup-code')).toHaveText(/^[2-9A-Z]{8}$/, { timeout: 20_000 });

    // Bill Preview: the three stage bills; pay the first one through the stage repay popup.
    await page.getByTestId('deposit-paid').getByRole('button', { name: 'Bill Preview' }).click();
    await expect(page).toHaveURL(/\/stage\/bill-detail\/\d+$/);
    await expect(page.getByText('Bill Preview', { exact: true })).toBeVisible();
    const bill = page.getByTestId('stage-bill-1');
    await expect(bill).toContainText('K190.14');
    await bill.getByRole('button', { name: 'Pay' }).click();
    const popup = page.getByTestId('stage-repay-popup');
    await expect(page.locator('.rv-popup').filter({ has: popup }).getByText('Pay the bill')).toBeVisible();
    await expect(popup.getByTestId('stage-repay-amount')).toHaveText('K190.14');
    await expect(popup.getByPlaceholder('0XXXXXXXXX')).toHaveValue(borrower.mobile);
    await popup.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Payment success')).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(bill.getByTestId('stage-bill-status')).toHaveText('Payment in progress');

    // Approved on the wallet: the bill follows the payment to paid, without a reload.
    await approveOnSandboxPhone(phone, borrower.mobile, '190.14');
    await expect(bill.getByTestId('stage-bill-status')).toHaveText('Paid', { timeout: 20_000 });
    await expect(bill.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await expect(page.getByTestId('stage-bill-2').getByRole('button', { name: 'Pay' })).toBeVisible();
  });
});
