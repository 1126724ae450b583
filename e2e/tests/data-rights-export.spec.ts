import { readFile } from 'node:fs/promises';

import { offersSeenToday } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { walletMobile } from '../support/payments';
import { createDevBorrower, latestSmsCode, smsMessages } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The borrower's data rights (issue 32, docs/data-rights.md): download my data behind an SMS code, and a correction
// request that risk corrects on the desk with the evidence checked.
test.describe.configure({ timeout: 150_000 });

const WRONG = 'My name is spelt with an s: Mwansa, not Mwanza.';
const ANSWER = 'We corrected your name as you asked. Thank you for telling us.';

test('the borrower downloads their data with an SMS code and asks for a correction that risk makes with evidence', async ({ page, request, browser }) => {
  const borrower = await createDevBorrower(request, { mobile: walletMobile(), loan: { amount: 500, term: 14 } });
  // This borrower saw today's offers already (activities' once-a-day key): the journey is about the data rights.
  await offersSeenToday(page, borrower.userId);
  await logInThroughPanel(page, request, borrower.mobile);
  await page.goto('/set');
  await page.getByRole('button', { name: /^Download my data/ }).click();
  await expect(page).toHaveURL(/\/my-data$/);

  const before = (await smsMessages(request, borrower.mobile))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Obtain' }).click();
  const code = await latestSmsCode(request, borrower.mobile, before);
  await page.getByPlaceholder('Verification code').fill(code);
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  // Preparing, then ready, without a reload (the page asks every few seconds).
  const json = page.getByRole('link', { name: 'Download (JSON, for computers)' });
  await expect(json).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('export-state')).toContainText('Your files are ready. The links work until');
  const [download] = await Promise.all([page.waitForEvent('download'), json.click()]);
  expect(download.suggestedFilename()).toMatch(/^pocket-data-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(await readFile((await download.path())!, 'utf8')) as { about: { userId: number }; sections: { loans: { loan_orders: Array<{ id: number; user_id: number }> } } };
  expect(doc.about.userId).toBe(borrower.userId);
  expect(doc.sections.loans.loan_orders.map((o) => o.id)).toEqual([borrower.orderId]);

  await page.goto('/set');
  await page.getByRole('button', { name: /^Correct my data/ }).click();
  await expect(page).toHaveURL(/\/correct-my-data$/);
  await page.getByRole('radio', { name: 'Full name' }).click();
  await page.getByLabel('What should it say instead?').fill(WRONG);
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByText(/^Sent\. Your reference is COR-\d{6,}$/);
  await expect(sent).toBeVisible();
  const reference = (await sent.textContent())!.replace('Sent. Your reference is ', '');
  const mine = page.getByTestId('correction').filter({ hasText: reference });
  await expect(mine).toContainText('Waiting for our answer.');

  const desk = await browser.newContext({ ...DESK_VIEWPORT, baseURL: new URL(page.url()).origin });
  const staff = await desk.newPage();
  // A name was verified by KYC: risk corrects it, naming the evidence checked (issue 42), and the KYC is reviewed again.
  await signInToDesk(staff, 'risk@pocket.test');
  await staff.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Data corrections' }).click();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(WRONG);
  await row.getByRole('button', { name: 'Correct' }).click();
  await staff.getByLabel(/^Corrected value/).fill('Chanda Mwansa');
  await staff.getByLabel('Evidence you checked').selectOption('nrc-photos');
  await staff.getByLabel(/^What it shows/).fill('NRC front photo on file reads Chanda Mwansa');
  await staff.getByLabel(/^Answer \(the borrower reads it/).fill(ANSWER);
  await staff.getByRole('button', { name: 'Correct and answer' }).click();
  await expect(staff.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await desk.close();

  await page.reload();
  await expect(mine.getByRole('note')).toContainText('we corrected your data');
  await expect(mine.getByRole('note')).toContainText(ANSWER);
  await expect
    .poll(async () => (await smsMessages(request, borrower.mobile)).map((m) => m.body), { timeout: 40_000 })
    .toContain('Pocket: we answered your request to correct your data. Read the answer in the Pocket app under Me > Settings > Correct my data.');
});
