import type { Locator } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { accountLanguage } from '../support/payments';
import { createDevBorrower, smsMessages } from '../support/sandbox';
import { expect, test } from '../support/test';
import { setUssdPin, ussdPhone } from '../support/ussd-phone';

// Issue 48: a borrower chooses Chinyanja on the USSD first screen, then reads the bill and repays it in Nyanja
// (docs/languages.md, "USSD: the language choice"). The words are the catalogue's Nyanja drafts
// (apps/api/src/i18n/texts/ussd.ts and sms.ts); every screen stays within 182 characters.
const USSD_SCREEN_MAX = 182;

const NYANJA_MENU =
  'Pocket\n1 Mabilu anga\n2 Lipira\n3 Onjezera nthawi\n4 Limit yanga\n5 Thandizo\n6 Lonjezo lolipira\n9 Language/Ululimi/Chilankhulo';

/** The screen says this (text or pattern) and stays within one USSD screen; answers its text. */
async function expectScreen(screen: Locator, expected: string | RegExp): Promise<string> {
  await expect(screen).toHaveText(expected);
  const text = (await screen.textContent()) ?? '';
  expect(text.length, text).toBeLessThanOrEqual(USSD_SCREEN_MAX);
  return text;
}

test('a USSD session in Nyanja: the language chosen on the first screen, the bill read and repaid in Nyanja', async ({ page, request }) => {
  // A login, a loan paid out, a PIN set, three dials and a payment: longer than one screen's journey.
  test.setTimeout(90_000);
  const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });
  await logInThroughPanel(page, request, borrower.mobile);
  await setUssdPin(page, '2580');
  // Logged in in English: the account's language is English until the borrower chooses.
  expect(await accountLanguage(page)).toBe('en');

  const phone = await ussdPhone(page, borrower.mobile);
  await phone.dial();
  await expectScreen(phone.screen, /^Pocket\n1 My bills\n2 Repay[\s\S]*\n9 Language\/Ululimi\/Chilankhulo$/);
  await phone.send('9');
  await expectScreen(phone.screen, 'Choose your language:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Back');
  await phone.send('3');
  await expectScreen(phone.screen, `Chilankhulo chasungidwa.\n${NYANJA_MENU}`);
  // Stored on the account: SMS and later dials follow it.
  await expect.poll(() => accountLanguage(page)).toBe('ny');

  // The bills, in Nyanja.
  await phone.send('1');
  const bills = await expectScreen(phone.screen, /^Mabilu anu:\nK[\d,]+\.\d\d pa \d+ \w{3}\nImbaninso, sankhani 2 kuti mulipire\.$/);
  const [, amount, dueDate] = /^Mabilu anu:\n(K[\d,]+\.\d\d) pa (\d+ \w{3})/.exec(bills)!;
  await expect(phone.reply).toBeHidden();

  // A new dial opens in Nyanja; the bill is repaid whole.
  await phone.dial();
  await expectScreen(phone.screen, NYANJA_MENU);
  await phone.send('2');
  await expectScreen(phone.screen, `Bilu ya pa ${dueDate}: ${amount}\n1 Lipira yonse ${amount}\n2 Lipira ndalama ina\n0 Bwererani`);
  await phone.send('1');
  const pinScreen = new RegExp(`^Lipira ${amount} kuchokera pa \\S+\\.\\nLembani Pocket USSD PIN yanu \\(manambala 4\\):$`);
  await expectScreen(phone.screen, pinScreen);
  await phone.send('1111');
  await expectScreen(phone.screen, new RegExp(`^PIN yolakwika\\. Yesaninso\\.\\n${pinScreen.source.slice(1)}`));
  await phone.send('2580');
  await expectScreen(
    phone.screen,
    `Pempho la mobile money la ${amount} likubwera pa ${borrower.mobile}. Lembani PIN ya mobile money kuti mulipire. Tidzatumiza SMS mukalipira.`,
  );

  // The prompt lands on the same phone: approved with the sandbox PIN, the SMS that follows is in Nyanja.
  await page.locator('[data-pin]').first().fill('1234');
  await page.locator('[data-approve]').first().click();
  const paidOff = `Pocket: talandira ${amount}. Ngongole yanu yalipiridwa yonse. Zikomo!`;
  await expect(page.locator('#sms')).toContainText(paidOff, { timeout: 15_000 });
  expect((await smsMessages(request, borrower.mobile)).some((m) => m.body === paidOff)).toBe(true);

  await phone.dial();
  await expectScreen(phone.screen, NYANJA_MENU);
  await phone.send('1');
  await expectScreen(phone.screen, 'Mulibe bilu yoti mulipire. Zikomo!');
});
