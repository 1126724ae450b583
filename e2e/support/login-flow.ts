import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { LoginPanel } from './login-panel';
import { latestSmsCode, smsMessages } from './sandbox';

/**
 * Logs a number in through the login panel as a borrower would: guard, phone, Obtain, the code from the sandbox
 * outbox, consent, Log In. Leaves the page where the panel closed.
 */
export async function logInThroughPanel(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  const panel = new LoginPanel(page);
  await panel.openThroughGuard();
  const before = (await smsMessages(request, mobile))[0]?.id ?? 0;
  await panel.phone.fill(mobile);
  await panel.codeButton.click();
  await expect(panel.codeButton).toHaveText(/^\d+s$/);
  await panel.code.fill(await latestSmsCode(request, mobile, before));
  await panel.consent.click();
  await expect(panel.consent).toHaveAttribute('aria-checked', 'true');
  await panel.logIn.click();
  // The login call, then the user's info and the panel's close: seconds on a loaded two-core CI machine.
  await expect(panel.root).toBeHidden({ timeout: 15_000 });
}
