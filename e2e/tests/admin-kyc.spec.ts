import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import type { ScreenReport } from '../support/axe';
import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower, smsMessages, uniqueMobile } from '../support/sandbox';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';
import { expect, test } from '../support/test';

// The KYC review desk (issue 29) against the real server: a borrower finishes KYC with an NRC another account already
// saved, so the rules send it to a person and the app says it is under review; risk signs in to the desk, opens the
// case (the look-alike is the first account), rejects it with a reason code, and the borrower's app shows why and
// what to do next, and the SMS says the same.

// Two accounts, one NRC, a desk sign-in (argon2id) and two browsers on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

const randomNrc = () => `${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}/${10 + Math.floor(Math.random() * 89)}/1`;
const WHY = 'We could not read the photos of your NRC.';
const NEXT = 'Take clear photos of the front and back of your NRC in good light, then submit your identity again.';

test('a KYC sent to a person: risk rejects it with a reason, and the borrower reads why and what to do next', async ({ page, request, browser }, testInfo) => {
  const nrcNumber = randomNrc();
  const first = await createDevBorrower(request, { nrcNumber });

  // The borrower signs in in the app, then their KYC 1-3 is completed with the same NRC (the sandbox's KYC services).
  const mobile = uniqueMobile();
  await page.goto('/home');
  await logInThroughPanel(page, request, mobile);
  const borrower = await createDevBorrower(request, { mobile, nrcNumber });
  await page.goto('/home');
  const review = page.getByTestId('kyc-review');
  await expect(review).toContainText('Your information is under review', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Under review' })).toBeDisabled();

  // Risk works the queue in a desktop browser of its own.
  const desk = await browser.newContext({ ...DESK_VIEWPORT, baseURL: testInfo.project.use.baseURL });
  const staffPage = await desk.newPage();
  await signInToDesk(staffPage, 'risk@pocket.test');
  await staffPage.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'KYC review' }).click();
  const row = staffPage.getByTestId('kyc-case').filter({ has: staffPage.getByRole('cell', { name: String(borrower.userId), exact: true }) });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('NRC used by another account');
  // Each desk screen of the journey passes axe (WCAG 2.1 A and AA), like the other desk screens.
  const reports: ScreenReport[] = [];
  await staffPage.waitForLoadState('networkidle');
  reports.push(await auditScreen(staffPage, 'kyc: queue'));
  await row.getByRole('link').click();
  await expect(staffPage.getByRole('heading', { name: /^KYC case \d+$/ })).toBeVisible();
  await expect(staffPage.getByText('******/**/1')).toBeVisible();
  await expect(staffPage.getByRole('img', { name: 'Selfie' })).toBeVisible();
  const lookAlike = staffPage.getByTestId('look-alike');
  await expect(lookAlike).toHaveCount(1);
  await expect(lookAlike).toContainText(`Borrower ${first.userId}`);
  await expect(lookAlike).toContainText('same NRC');
  await staffPage.waitForLoadState('networkidle');
  reports.push(await auditScreen(staffPage, 'kyc: case'));

  await staffPage.getByRole('button', { name: 'Reject KYC' }).click();
  await staffPage.getByLabel('Reason the borrower reads').selectOption({ label: 'NRC photos unreadable' });
  await expect(staffPage.getByTestId('borrower-words')).toContainText(WHY);
  reports.push(await auditScreen(staffPage, 'kyc: reject with a reason'));
  await publishReports(testInfo, reports);
  expectNoFailingViolations(reports);
  await staffPage.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(staffPage.getByText('KYC rejected. The borrower was told by SMS.')).toBeVisible();
  await desk.close();

  // The borrower's app: why, what to do next, and the way back to the identity step.
  await page.reload();
  await expect(review).toContainText('We could not approve your information', { timeout: 15_000 });
  await expect(review).toContainText(WHY);
  await expect(review).toContainText(NEXT);
  await page.getByRole('button', { name: 'Update my information' }).click();
  await expect(page).toHaveURL(/\/authentication\/identity/);
  await expect.poll(async () => (await smsMessages(request, mobile)).map((m) => m.body), { timeout: 30_000 }).toContain(`Pocket: ${WHY} ${NEXT}`);
});
