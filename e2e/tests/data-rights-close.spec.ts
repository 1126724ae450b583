import { offersSeenToday } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { approveOnlyPrompt, envelope, kwacha, signedHeadersOf, walletMobile } from '../support/payments';
import { CLIENT_HEADERS, createDevBorrower, latestSmsCode, loginThroughApi, smsMessages } from '../support/sandbox';
import { appStateCookie, signedHeaders } from '../support/session';
import { expect, test } from '../support/test';

// The borrower's data rights (issue 32, docs/data-rights.md): consents withdrawn in /consents, closing the account
// refused while a loan is owed, then closed with an SMS code; the phone then starts a new account.
test.describe.configure({ timeout: 180_000 });

const LOCATION = 'Location from this browser';
const MARKETING = 'Offers by SMS';

test('withdraw location and marketing; closing is refused with the amount owed; after repaying, closed with an SMS code and signed out; the phone starts a new account', async ({ page, request }) => {
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 500, term: 14 } });
  // This borrower saw today's offers already (activities' once-a-day key): the journey is about the data rights.
  await offersSeenToday(page, borrower.userId);
  await logInThroughPanel(page, request, borrower.mobile);

  // Consents: location and marketing withdrawn; reminders about money owed go on, and the page says so.
  await page.goto('/set');
  await page.getByRole('button', { name: /^Consents/ }).click();
  await expect(page).toHaveURL(/\/consents$/);
  await expect(page.getByText('Reminders about money you owe and receipts for your payments stay on.')).toBeVisible();
  for (const name of [LOCATION, MARKETING]) {
    const toggle = page.getByRole('switch', { name });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  }
  await page.reload();
  await expect(page.getByRole('switch', { name: LOCATION })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: MARKETING })).toHaveAttribute('aria-checked', 'false');
  const location = await request.post('/api/user/grab/info/api/addUserGrabInfoToRisk', {
    headers: await signedHeadersOf(page),
    data: { type: 2, info: JSON.stringify({ latitudeLocation: '15.4', longitudeLocation: '28.3' }) },
  });
  expect(((await location.json()) as { code: number }).code).toBe(403);

  // Closing while the loan is owed: refused, with the amount.
  const check = await envelope<{ owed: number }>(await request.get('/api/account/close', { headers: await signedHeadersOf(page) }), 'GET /api/account/close');
  expect(check.owed).toBeGreaterThan(0);
  await page.goto('/set');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/close-account$/);
  const owed = kwacha(check.owed / 100);
  await expect(page.getByRole('alert')).toHaveText(`You cannot close your account while you owe money: ${owed} (unpaid bills ${owed}). Please repay it first, then try again.`);
  await expect(page.getByPlaceholder('Verification code')).toHaveCount(0);

  // Repaid (the PIN prompt approved on the sandbox wallet): the closure is offered.
  const detail = await envelope<{ repayPlanList: Array<{ planId: number; remainingAmount: number }> }>(
    await request.post(`/api/order/api/getRepayDetailV2/${borrower.orderId}`, { headers: await signedHeadersOf(page), data: {} }),
    'getRepayDetailV2',
  );
  for (const plan of detail.repayPlanList) {
    const paid = await request.post('/api/order/payment/api/submitRepayApplyV2', {
      headers: await signedHeadersOf(page),
      data: { bizType: 1, planId: plan.planId, payAmount: plan.remainingAmount, repayAccountId: borrower.orderId, payCard: false },
    });
    await envelope(paid, 'submitRepayApplyV2');
    await approveOnlyPrompt(request, borrower.mobile, plan.remainingAmount);
  }
  await expect.poll(async () => (await envelope<{ owed: number }>(await request.get('/api/account/close', { headers: await signedHeadersOf(page) }), 'check')).owed).toBe(0);
  const token = String(await appStateCookie(page.context(), 'token'));
  const uid = String(await appStateCookie(page.context(), 'uid'));
  await page.reload();
  await expect(page.getByText(/^Closing your account is permanent\./)).toBeVisible();
  await page.getByText('I understand: close my account and erase my data').click();
  const before = (await smsMessages(request, borrower.mobile))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Obtain' }).click();
  const code = await latestSmsCode(request, borrower.mobile, before);
  expect((await smsMessages(request, borrower.mobile))[0]?.body).toContain('CLOSE your account');
  await page.getByPlaceholder('Verification code').fill(code);
  // Nothing asks with the revoked session once closed: its 401 would toast and open the login panel over the message.
  const refusedAfterClosing: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() === 401 && answer.url().includes('/api/')) refusedAfterClosing.push(answer.url());
  });
  await page.getByRole('button', { name: 'Close my account' }).click();

  // Signed out: home, the app's session gone, the old token refused by the server.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Your account is closed and your data erased. You have been signed out.')).toBeVisible();
  expect(refusedAfterClosing).toEqual([]);
  await expect.poll(() => appStateCookie(page.context(), 'token')).toBeFalsy();
  const refused = await request.get('/api/consents', { headers: { ...CLIENT_HEADERS, ...signedHeaders(uid, token) } });
  expect(refused.status()).toBe(401);

  // Logging in again with the phone: a new account.
  const again = await loginThroughApi(request, borrower.mobile);
  expect(again.appRedirectStatus).toBe(1);
  expect(again.userId).not.toBe(borrower.userId);
});
