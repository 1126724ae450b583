import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The login panel of docs/product.md#global-overlays, as a borrower sees it. */
export class LoginPanel {
  readonly root: Locator;
  readonly phone: Locator;
  readonly code: Locator;
  /** 'Obtain', or the seconds countdown once a code was sent. */
  readonly codeButton: Locator;
  readonly logIn: Locator;
  readonly google: Locator;
  readonly consent: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('login-panel');
    this.phone = this.root.getByPlaceholder('0XXXXXXXXX');
    this.code = this.root.getByPlaceholder('Verification code');
    this.codeButton = this.root.locator('.rv-field__suffix button');
    this.logIn = this.root.getByRole('button', { name: 'Log In' });
    this.google = this.root.getByRole('button', { name: 'Continue with Google' });
    this.consent = this.root.getByRole('checkbox');
    this.back = this.root.getByRole('button', { name: 'Back' });
  }

  /** Opens the panel the way the guard does: by visiting /me without a session. */
  async openThroughGuard(): Promise<void> {
    await this.page.goto('/me');
    await expect(this.root).toBeVisible({ timeout: 15_000 });
  }
}

/** The newest react-vant toast showing exactly this text (an earlier one with the same text may still be fading). */
export function toast(page: Page, text: string): Locator {
  return page
    .locator('.rv-toast')
    .filter({ has: page.getByText(text, { exact: true }) })
    .last();
}
