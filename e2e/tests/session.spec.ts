
import { logInThroughPanel } from '../support/login-flow';
import { LoginPanel } from '../support/login-panel';
import { CLIENT_HEADERS, uniqueMobile } from '../support/sandbox';
import { appStateCookie, signedHeaders } from '../support/session';
import { expect, test } from '../support/test';

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

test.describe('session', () => {
  test('logs in with the SMS code from the sandbox, shows the masked phone on /me, and logs out', async ({
    page,
    context,
    request,
  }) => {
    const mobile = uniqueMobile();
    await logInThroughPanel(page, request, mobile);

    const token = await appStateCookie(context, 'token');
    const uid = await appStateCookie(context, 'uid');
    expect(typeof token === 'string' && token.length > 0).toBe(true);
    expect(await appStateCookie(context, 'userId')).toMatch(/^\d+$/);

    await page.goto('/me');
    await expect(page.getByTestId('me-phone')).toHaveText(masked(mobile));

    await page.goto('/set');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.locator('.rv-dialog')).toContainText('Do you want to log out of Pocket?');
    await page.locator('.rv-dialog').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await appStateCookie(context, 'token')).toBe('');

    // the guard is back, and the server refuses the old token
    await new LoginPanel(page).openThroughGuard();
    const answer = await request.get('/api/my/getUserInfo', {
      headers: { ...CLIENT_HEADERS, ...signedHeaders(String(uid), String(token)) },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(401);
  });
});
