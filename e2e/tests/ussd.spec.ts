import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower, smsMessages } from '../support/sandbox';
import { expect, test } from '../support/test';
import { setUssdPin, ussdPhone } from '../support/ussd-phone';

// Issue 31: a borrower with no data dials the USSD menu on the sandbox phone and repays the bill, after setting the
// USSD PIN once in the app's settings.
test.describe('USSD menu on /dev/phone', () => {
  test('sets the USSD PIN in /set, then dials, reads the bill and repays it with no data', async ({ page, request }) => {
    // A login, a loan paid out, a PIN set, three dials and a payment: longer than one screen's journey.
    test.setTimeout(90_000);
    const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });

    // The app: Settings > USSD PIN, typed twice in the dialog.
    await logInThroughPanel(page, request, borrower.mobile);
    await setUssdPin(page, '2580');

    // The sandbox phone: dial, read, type.
    const { screen, reply, dial, send } = await ussdPhone(page, borrower.mobile);
    await dial();
    await expect(screen).toHaveText(/^Pocket\n1 My bills\n2 Repay/);
    await send('1');
    await expect(screen).toContainText(/^Your bills:\nK[\d,]+\.\d\d due \d+ \w{3}/);
    await expect(reply).toBeHidden();

    await dial();
    await send('8'); // no entry of the menu (9 is the language, issue 48)
    await expect(screen).toContainText('Wrong choice. Try again.');
    await send('2');
    await expect(screen).toContainText('1 Pay all');
    await send('1');
    await expect(screen).toContainText('Enter your 4-digit Pocket USSD PIN:');
    await send('2580');
    await expect(screen).toContainText(`A mobile money prompt for`);
    await expect(screen).toContainText(`is coming to ${borrower.mobile}`);

    // The prompt lands on the same phone: approve it with the sandbox PIN.
    const prompt = page.locator('[data-pin]').first();
    await prompt.fill('1234');
    await page.locator('[data-approve]').first().click();
    await expect(page.locator('#sms')).toContainText('Your loan is fully paid', { timeout: 15_000 });
    expect((await smsMessages(request, borrower.mobile)).some((m) => m.body.includes('Your loan is fully paid'))).toBe(true);

    await dial();
    await send('1');
    await expect(screen).toHaveText('You have no bill to pay. Thank you!');
  });
});
