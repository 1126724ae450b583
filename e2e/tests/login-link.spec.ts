import { LoginPanel, toast } from '../support/login-panel';
import { CLIENT_HEADERS, latestSmsCode, smsMessages, uniqueMobile } from '../support/sandbox';
import { expect, test } from '../support/test';

const WRONG = 'Incorrect verification code';
const SPENT =
  'Too many incorrect codes were entered for this number today. Request a new code: the SMS will carry a login link to open on this phone';

test.describe('login link (issue 16: strangers’ wrong codes never lock a borrower out)', () => {
  test('strangers spend the number’s codes for the day; the next SMS carries a link that logs the borrower in', async ({ page, request }) => {
    test.setTimeout(150_000);
    const mobile = uniqueMobile();
    const panel = new LoginPanel(page);
    await panel.openThroughGuard();
    await panel.phone.fill(mobile);
    await panel.codeButton.click();
    await expect(panel.codeButton).toHaveText(/^\d+s$/);
    const code = await latestSmsCode(request, mobile);

    // Strangers elsewhere type wrong codes for this number until its checks for the day are spent.
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await request.post('/api/authentication/mobileLogin', { headers: CLIENT_HEADERS, data: { mobile, captcha: wrong, deviceType: 4 } });
      answers.push(((await res.json()) as { msg: string }).msg);
    }
    expect(answers).toEqual([...Array(5).fill(WRONG), SPENT]);

    // The borrower's right code is refused with the next step; after the 60 s wait, a new SMS brings the link.
    await panel.code.fill(code);
    await panel.consent.click();
    await panel.logIn.click();
    await expect(toast(page, SPENT)).toBeVisible();
    await expect(panel.codeButton).toHaveText('Obtain', { timeout: 75_000 });
    const before = (await smsMessages(request, mobile))[0]!.id;
    await panel.codeButton.click();
    await expect.poll(async () => (await smsMessages(request, mobile))[0]!.id).toBeGreaterThan(before);

    // On the phone, the SMS's link opens the app and logs in.
    await page.goto(`/dev/phone?mobile=${mobile}`);
    const link = page.locator('#sms a[href*="#login_link="]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/home$/);
    // The link is taken out of the address bar and logs in: the session is stored and the login panel closes.
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
    await expect.poll(() => cookie('token'), { timeout: 15_000 }).toMatch(/.{20,}/);
    await expect(panel.root).toBeHidden();
    await expect.poll(() => cookie('loginShow')).toBe('false');
    await page.goto('/me');
    await expect(page).toHaveURL(/\/me$/);
    await expect(panel.root).toBeHidden();
    await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)).toBeVisible();
  });
});
