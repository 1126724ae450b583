import type { APIRequestContext, Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { CLIENT_HEADERS, createDevBorrower } from '../support/sandbox';
import { appStateCookie, signedHeaders } from '../support/session';
import { expect, test } from '../support/test';

/** A fresh MTN (096) or Airtel (097) number: the VIP prompt goes to a wallet (Zamtel has none yet). */
const walletMobile = () => `09${6 + Math.floor(Math.random() * 2)}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const kwacha = (amount: number) => `K${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function availableLimit(page: Page, request: APIRequestContext): Promise<number> {
  const token = String(await appStateCookie(page.context(), 'token'));
  const uid = String(await appStateCookie(page.context(), 'uid'));
  const response = await request.get('/api/my/getMyLoanInfo', { headers: { ...CLIENT_HEADERS, ...signedHeaders(uid, token) } });
  const body = (await response.json()) as { code: number; msg: string; data: { availableLimit: number } };
  if (body.code !== 200) throw new Error(`getMyLoanInfo answered code ${body.code}: ${body.msg}`);
  return body.data.availableLimit;
}

async function prompts(request: APIRequestContext, mobile: string): Promise<Array<{ reference: string; amount: number }>> {
  const response = await request.get('/api/dev/prompts', { params: { mobile } });
  return ((await response.json()) as { data: Array<{ reference: string; amount: number }> }).data;
}

test.describe('VIP membership', () => {
  test('a borrower buys the monthly card on the Member tab, stays when asked, pays on the sandbox and sees the limit raised and the fee discounted', async ({ page, request }) => {
    test.setTimeout(120_000);
    const borrower = await createDevBorrower(request, { mobile: walletMobile() });
    await logInThroughPanel(page, request, borrower.mobile);
    const before = await availableLimit(page, request);

    // The Member tab: the cards and the borrower's status.
    await page.goto('/member');
    const member = page.getByTestId('member-view');
    await expect(member.getByTestId('membership-status')).toContainText('Not a member');
    await expect(member.getByTestId('vip-card-1')).toContainText('K49.00');
    await expect(member.getByTestId('vip-card-2')).toContainText('K129.00');
    await member.getByRole('button', { name: 'Buy VIP Monthly' }).click();

    // The VIP payment popup (docs/product.md#global-overlays): read-only product and amount, the borrower's phone as the account.
    const popup = page.getByTestId('vip-payment-popup');
    await expect(page.locator('.rv-popup').filter({ has: popup }).getByText('Pay the bill')).toBeVisible();
    await expect(popup.locator('input[name="name"]')).toHaveValue('VIP Monthly');
    await expect(popup.locator('input[name="payAmount"]')).toHaveValue('K49.00');
    await expect(popup.locator('input[name="mobile"]')).toHaveValue(borrower.mobile);

    // Closing asks first; No stays.
    await page.locator('.rv-popup').filter({ has: popup }).locator('.rv-popup__close-icon').click();
    const ask = page.locator('.rv-dialog').filter({ hasText: 'Do you really want to leave?' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText("Don't miss this opportunity.");
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(ask).toBeHidden();
    await expect(popup).toBeVisible();

    // Pay: 'Waiting for payment', the popup closes and the Member tab follows the payment.
    await popup.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Waiting for payment').first()).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(member.getByTestId('membership-status')).toContainText('Waiting for payment');

    // The wallet owner approves the one PIN prompt on the sandbox.
    await expect.poll(async () => (await prompts(request, borrower.mobile)).map((p) => p.amount), { timeout: 10_000 }).toEqual([49]);
    const [prompt] = await prompts(request, borrower.mobile);
    const approved = await request.post(`/api/dev/prompts/${prompt!.reference}/approve`, { data: { pin: '1234' } });
    expect(((await approved.json()) as { data: { status: string } }).data.status).toBe('SUCCESSFUL');

    // Without a reload the Member tab shows the membership in force.
    await expect(member.getByTestId('membership-status')).toContainText(/Member until \d{4}-\d{2}-\d{2}/, { timeout: 20_000 });

    // Home: the limit includes the VIP raise (+50%), and the VIP offer says so.
    const raised = Math.min(15_000, before * 1.5);
    expect(await availableLimit(page, request)).toBe(raised);
    await page.goto('/home');
    const home = page.getByTestId('home');
    await expect(home.getByText('Available limit', { exact: true }).locator('..')).toContainText(kwacha(raised));
    await expect(page.getByTestId('home-vip-offer')).toContainText('VIP member until');

    // The estimated bill shows the VIP fee discount line.
    await home.getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(/\/borrow-plan$/);
    const bill = page.getByTestId('estimated-bill');
    await expect(bill.getByText('VIP discount (20% off the service fee)')).toBeVisible();
  });
});
