import type { APIRequestContext } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower } from '../support/sandbox';
import { expect, test } from '../support/test';

/** A fresh MTN (096) or Airtel (097) number. */
const walletMobile = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

async function prompts(request: APIRequestContext, mobile: string): Promise<Array<{ reference: string; amount: number }>> {
  const response = await request.get('/api/dev/prompts', { params: { mobile } });
  return ((await response.json()) as { data: Array<{ reference: string; amount: number }> }).data;
}

async function latestCode(request: APIRequestContext, mobile: string): Promise<string | null> {
  const response = await request.get('/api/dev/sms', { params: { mobile } });
  return ((await response.json()) as { data: { messages: Array<{ code: string | null }> } }).data.messages[0]?.code ?? null;
}

test.describe('a payment account other than the borrower’s own number (issue 34)', () => {
  test('VIP from a friend’s wallet: no prompt reaches it until the friend’s code is entered; then one prompt naming the borrower', async ({ page, request }) => {
    test.setTimeout(120_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile('096') });
    const friend = walletMobile('097');
    await logInThroughPanel(page, request, borrower.mobile);

    await page.goto('/member');
    await page.getByTestId('member-view').getByRole('button', { name: 'Buy VIP Monthly' }).click();
    const popup = page.getByTestId('vip-payment-popup');
    await popup.locator('input[name="mobile"]').fill(friend);
    await popup.getByRole('button', { name: 'Pay' }).click();

    // The code step opens; nothing has reached the friend's wallet.
    const step = page.getByTestId('confirm-account-popup');
    await expect(step).toContainText(`${masked(friend)} is not your phone number`);
    expect(await prompts(request, friend)).toEqual([]);

    await step.getByRole('button', { name: 'Obtain' }).click();
    await expect.poll(() => latestCode(request, friend), { timeout: 10_000 }).not.toBeNull();
    await step.getByPlaceholder('Verification code').fill((await latestCode(request, friend))!);
    await step.getByRole('button', { name: 'Confirm' }).click();

    // The payment goes again by itself: one prompt to the friend's wallet, and the Member tab follows it.
    await expect(step).toBeHidden();
    await expect(page.getByText('Waiting for payment').first()).toBeVisible();
    await expect.poll(async () => (await prompts(request, friend)).map((p) => p.amount), { timeout: 10_000 }).toEqual([49]);
  });
});
