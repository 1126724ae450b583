import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

import { LoginPanel } from './login-panel';
import { accountLanguage } from './payments';
import { latestSmsCode, smsMessages } from './sandbox';
import { appStateCookie } from './session';

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

/** The login panel's words in a language (issue 48): the catalogue's (packages/web-texts/src/<code>.ts). */
export interface PanelWords {
  /** The language's code, kept in the `lang` cookie and on the account. */
  code: 'bem' | 'ny';
  /** The switch's button: the language named in its own words. */
  name: string;
  slogan: string;
  obtain: string;
  codePlaceholder: string;
  consentLead: string;
  logIn: string;
  google: string;
}

export const BEMBA_PANEL: PanelWords = {
  code: 'bem',
  name: 'Ichibemba',
  slogan: 'Icikwama ca Pocket ica bena Zambia bonse',
  obtain: 'Pokeleleni',
  codePlaceholder: 'Inambala ya kushininkisha',
  consentLead: 'Nabelenga kabili nasumina',
  logIn: 'Ingileni',
  google: 'Konkanyeni na Google',
};

export const NYANJA_PANEL: PanelWords = {
  code: 'ny',
  name: 'Chinyanja',
  slogan: 'Chikwama cha Pocket cha Azambia onse',
  obtain: 'Landirani',
  codePlaceholder: 'Nambala yotsimikizira',
  consentLead: 'Ndawerenga ndipo ndavomereza',
  logIn: 'Lowani',
  google: 'Pitirizani ndi Google',
};

/**
 * Issue 48: chooses a language on the login panel and logs the number in with the panel's words in it; checks that
 * the choice is kept in this browser and stored on the account by the login. Answers the SMS code it typed. Leaves
 * the page where the panel closed.
 */
export async function logInInLanguage(page: Page, mobile: string, words: PanelWords): Promise<string> {
  const panel = new LoginPanel(page);
  await panel.openThroughGuard();
  await panel.root.getByRole('button', { name: words.name }).click();
  await expect(panel.root.getByRole('button', { name: words.logIn })).toBeVisible();
  await expect(panel.root).toContainText(words.slogan);
  await expect(panel.root.getByRole('button', { name: words.google })).toBeVisible();
  await expect(panel.root.getByRole('button', { name: 'Log In' })).toHaveCount(0);

  await panel.phone.fill(mobile);
  await panel.root.getByRole('button', { name: words.obtain }).click();
  const code = await latestSmsCode(page.request, mobile);
  await panel.root.getByPlaceholder(words.codePlaceholder).fill(code);
  // The consent's lead, longer in Bemba and Nyanja, wraps: a tap on it still ticks the box (not the policy's link below it).
  await panel.root.getByText(words.consentLead).click();
  await expect(panel.consent).toHaveAttribute('aria-checked', 'true');
  await panel.root.getByRole('button', { name: words.logIn }).click();
  await expect(panel.root).toBeHidden({ timeout: 15_000 });

  // Kept in this browser and stored on the account by the login (so that SMS and USSD follow it).
  expect(await appStateCookie(page.context(), 'lang')).toBe(words.code);
  await expect.poll(() => accountLanguage(page)).toBe(words.code);
  return code;
}
