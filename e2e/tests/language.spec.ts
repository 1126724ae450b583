import { LoginPanel } from '../support/login-panel';
import { accountLanguage } from '../support/payments';
import { latestSmsCode, smsMessages, uniqueMobile } from '../support/sandbox';
import { appStateCookie } from '../support/session';
import { expect, test } from '../support/test';

// Issue 48: the web app's language switch (docs/languages.md, "The borrower web app"). The texts are the catalogues'
// Nyanja drafts and the server's (apps/api/src/i18n/texts/codes.ts).
test('a borrower switches to Nyanja on the login panel: the panel, the code SMS, the account and /set follow', async ({ page }) => {
  const panel = new LoginPanel(page);
  await panel.openThroughGuard();
  await panel.root.getByRole('button', { name: 'Chinyanja' }).click();
  await expect(panel.root.getByRole('button', { name: 'Lowani' })).toBeVisible();
  await expect(panel.root).toContainText('Chikwama cha Pocket cha Azambia onse');
  await expect(panel.root.getByRole('button', { name: 'Pitirizani ndi Google' })).toBeVisible();
  await expect(panel.root.getByRole('button', { name: 'Log In' })).toHaveCount(0);

  const mobile = uniqueMobile();
  await panel.phone.fill(mobile);
  await panel.root.getByRole('button', { name: 'Landirani' }).click();
  const code = await latestSmsCode(page.request, mobile);
  // The code's SMS is in Nyanja: the call carried `lang: ny` (a number without an account).
  expect((await smsMessages(page.request, mobile))[0]!.body).toBe(
    `Khodi yanu yolowera mu Pocket ndi ${code}. Ikugwira ntchito kwa mphindi 5. Musamupatse aliyense.`,
  );
  await panel.root.getByPlaceholder('Nambala yotsimikizira').fill(code);
  // The consent's lead, longer in Nyanja, wraps: a tap on it still ticks the box (not the policy's link below it).
  await panel.root.getByText('Ndawerenga ndipo ndavomereza').click();
  await expect(panel.consent).toHaveAttribute('aria-checked', 'true');
  await panel.root.getByRole('button', { name: 'Lowani' }).click();
  await expect(panel.root).toBeHidden({ timeout: 15_000 });

  // Remembered in this browser and stored on the account (so SMS and USSD follow it).
  expect(await appStateCookie(page.context(), 'lang')).toBe('ny');
  await expect.poll(() => accountLanguage(page)).toBe('ny');

  await page.goto('/set');
  await expect(page.getByRole('button', { name: 'Chinyanja' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Ndondomeko yachinsinsi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tulukani' })).toBeVisible();
});
