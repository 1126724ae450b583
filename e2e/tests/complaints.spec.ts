import { offersSeenToday } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { walletMobile } from '../support/payments';
import { createDevBorrower, smsMessages } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// Complaints (issue 32, docs/complaints.md): a borrower writes from /help, support answers on the desk, the borrower
// reads the answer in the app and is told by SMS.
test.describe.configure({ timeout: 120_000 });

const TEXT = 'I paid K300 on Monday and my bill still shows the full amount.';
const ANSWER = 'We found your payment of K300 and applied it to your bill. Sorry for the wait.';

test('a complaint filed from /me > Help is answered by support and the answer shows in the app', async ({ page, request, browser }) => {
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 500, term: 14 } });
  // This borrower saw today's offers already (activities' once-a-day key): the journey is about Help, not the popup.
  await offersSeenToday(page, borrower.userId);
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto('/me');
  await page.getByRole('button', { name: 'Help Complaints and answers' }).click();
  await expect(page).toHaveURL(/\/help$/);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please choose what your complaint is about')).toBeVisible();
  await page.getByRole('radio', { name: 'A payment that did not arrive or went wrong' }).click();
  await page.getByLabel('What happened?').fill(TEXT);
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByText(/^Sent\. Your reference is CMP-\d{6,}$/);
  await expect(sent).toBeVisible();
  const reference = (await sent.textContent())!.replace('Sent. Your reference is ', '');
  const mine = page.getByTestId('complaint').filter({ hasText: reference });
  await expect(mine).toContainText(/Waiting for our answer\. We aim to answer by \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d\./);

  const desk = await browser.newContext({ ...DESK_VIEWPORT, baseURL: new URL(page.url()).origin });
  const staff = await desk.newPage();
  await signInToDesk(staff, 'support@pocket.test');
  await staff.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Complaints' }).click();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(TEXT);
  await row.getByRole('button', { name: 'Answer' }).click();
  await staff.getByLabel(/^Answer \(the borrower reads it/).fill(ANSWER);
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await desk.close();

  await page.reload();
  await expect(mine.getByRole('note')).toContainText(ANSWER);
  await expect
    .poll(async () => (await smsMessages(request, borrower.mobile)).map((m) => m.body), { timeout: 40_000 })
    .toContain('Pocket: we answered your complaint. Read the answer in the Pocket app under Me > Help.');
});
