import { createHash } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { LoginPanel } from '../support/login-panel';
import { approveAsSecondPerson, DESK_VIEWPORT, signInToDesk } from '../support/staff';

// The borrower texts desk (issue 48) against the real server: marketing corrects a Nyanja SMS text, an admin approves
// it under Approvals, and the desk then shows the correction as the text in force (the server's own test,
// apps/api/src/modules/texts-desk, shows the next SMS using it); a web text corrected the same way is said by the web app
// without a deploy.

test.use(DESK_VIEWPORT);
// Two sign-ins (argon2id on the server) on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** Finds one text on the texts desk by words only it holds (its id): the list shows it alone. */
async function findText(page: Page, words: string) {
  await page.getByLabel('Words in the text').fill(words);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('texts-found')).toHaveText(`1 text holding “${words}”; 1 shown.`);
}

test('marketing corrects a Nyanja SMS text, an admin approves it, and the desk shows it in force', async ({ page }) => {
  const stamp = Date.now();
  const reason = `Nyanja wording checked ${stamp}`;
  const corrected = `Pocket: ngongole yanu ya {amount} yatumizidwa (${stamp}). {totalDue} ilipidwe pa {dueDate}. Lipirani mu Pocket app.`;

  await signInToDesk(page, 'marketing@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Borrower texts' }).click();
  // As a person would: the page's own list (Bemba) is shown before another language is chosen.
  await expect(page.getByTestId('texts-counts')).toContainText('Bemba:');
  await page.getByLabel('Language', { exact: true }).selectOption('ny');
  await expect(page.getByTestId('texts-counts')).toContainText('Nyanja:');
  // The list comes 50 texts at a time: the text is found by its words (its id here).
  await findText(page, 'sms.loan.disbursed');
  const row = page.getByRole('row').filter({ has: page.getByText('sms.loan.disbursed', { exact: true }) });
  await row.getByRole('button', { name: 'Correct sms.loan.disbursed' }).click();
  // A placeholder dropped is refused on the desk before anything is asked.
  await row.getByLabel('New text').fill('Pocket: ngongole yanu yatumizidwa.');
  await row.getByLabel('Reason (kept in the audit)').fill(reason);
  await row.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(row.getByText('Text: keep the placeholders of the English text ({amount}, {dueDate}, {totalDue})')).toBeVisible();
  await row.getByLabel('New text').fill(corrected);
  await row.getByLabel('Review state').selectOption('reviewed');
  await row.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(row.getByRole('status')).toContainText('an admin approves it under Approvals');
  await approveAsSecondPerson(page, 'admin@pocket.test', reason, 'text.correct');

  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Borrower texts' }).click();
  // As a person would: the page's own list (Bemba) is shown before another language is chosen.
  await expect(page.getByTestId('texts-counts')).toContainText('Bemba:');
  await page.getByLabel('Language', { exact: true }).selectOption('ny');
  await expect(page.getByTestId('texts-counts')).toContainText('Nyanja:');
  await findText(page, 'sms.loan.disbursed');
  const after = page.getByRole('row').filter({ has: page.getByText('sms.loan.disbursed', { exact: true }) });
  await expect(after).toContainText(`yatumizidwa (${stamp})`);
  await expect(after).toContainText('reviewed, corrected on the desk');
});

test("marketing corrects a web text in Bemba, an admin approves it, and the web app says it without a deploy", async ({ page, browser }) => {
  const stamp = Date.now();
  const reason = `Bemba web wording checked ${stamp}`;
  // The login panel's divider ('or', `nangu` in the Bemba catalogue): no other journey reads it.
  const id = `web.${createHash('sha256').update('or', 'utf8').digest('hex').slice(0, 10)}`;
  const corrected = `nangu (${stamp})`;

  await signInToDesk(page, 'marketing@pocket.test');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Borrower texts' }).click();
  await expect(page.getByTestId('texts-counts')).toContainText('Bemba:');
  await page.getByLabel('Surface', { exact: true }).selectOption('web');
  // The web texts' list, not the one shown before it: the SMS texts are gone.
  await expect(page.getByText('sms.loan.disbursed', { exact: true })).toHaveCount(0);
  await findText(page, id);
  const row = page.getByRole('row').filter({ has: page.getByText(id, { exact: true }) });
  await row.getByRole('button', { name: `Correct ${id}` }).click();
  await row.getByLabel('New text').fill(corrected);
  await row.getByLabel('Reason (kept in the audit)').fill(reason);
  await row.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(row.getByRole('status')).toContainText('an admin approves it under Approvals');
  await approveAsSecondPerson(page, 'admin@pocket.test', reason, 'text.correct');

  // A borrower's phone: the login panel in Bemba says the correction (read with the catalogue when Ichibemba is chosen).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const panel = new LoginPanel(await phone.newPage());
  await panel.openThroughGuard();
  await expect(panel.root).toContainText('or');
  await panel.root.getByRole('button', { name: 'Ichibemba' }).click();
  await expect(panel.root.getByRole('button', { name: 'Ingileni' })).toBeVisible();
  await expect(panel.root.getByText(corrected, { exact: true })).toBeVisible();
  await phone.close();
});
