import { NYANJA_PANEL, logInInLanguage } from '../support/login-flow';
import { smsMessages, uniqueMobile } from '../support/sandbox';
import { expect, test } from '../support/test';

// Issue 48: the web app's language switch (docs/languages.md, "The borrower web app"). The texts are the catalogues'
// Nyanja drafts and the server's (apps/api/src/i18n/texts/codes.ts).
test('a borrower switches to Nyanja on the login panel: the panel, the code SMS, the account and /set follow', async ({ page }) => {
  const mobile = uniqueMobile();
  // The panel in Nyanja (its Google button's words too), the code typed, the consent's wrapped lead tapped, the login; the `lang` cookie and the account keep `ny`.
  const code = await logInInLanguage(page, mobile, NYANJA_PANEL);

  // The code's SMS is in Nyanja: the call carried `lang: ny` (a number without an account).
  const codeSms = (await smsMessages(page.request, mobile)).filter((m) => m.body.includes(code));
  expect(codeSms.map((m) => m.body)).toEqual([`Khodi yanu yolowera mu Pocket ndi ${code}. Ikugwira ntchito kwa mphindi 5. Musamupatse aliyense.`]);

  await page.goto('/set');
  await expect(page.getByRole('button', { name: 'Chinyanja' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Ndondomeko yachinsinsi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tulukani' })).toBeVisible();
});
