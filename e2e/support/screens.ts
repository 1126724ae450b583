import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { settle } from './axe';

// The borrower screens of the spec's route table (section 2) in three journeys: anonymous, a new user just signed in,
// a borrower with a disbursed loan. The accessibility journeys (axe, touch targets) visit them all (issue 33).

export interface Screen {
  name: string;
  path: string;
  /** What shows once the screen is there (its title, a test id, the login panel). */
  ready: (page: Page) => ReturnType<Page['getByText']>;
}

export const title = (text: string) => (page: Page) => page.getByText(text, { exact: true }).first();
export const testId = (id: string) => (page: Page) => page.getByTestId(id).first();
export const mainContent = (page: Page) => page.locator('#root > *').first();

/**
 * Opens each screen as a borrower does (waits for it, closes the day's notices) and checks it with `check`. A screen
 * that sends the borrower to one already checked in the same journey (a KYC step not open yet goes to identity) is
 * checked once.
 */
export async function visitScreens<T>(page: Page, screens: Screen[], check: (screen: Screen) => Promise<T>): Promise<T[]> {
  const reports: T[] = [];
  const audited = new Set<string>();
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready(page), `${screen.name} (${screen.path}) shows`).toBeVisible({ timeout: 15_000 });
    await settle(page);
    // A step not open yet sends the borrower to the one to do (e.g. /authentication/base to identity): audited once.
    const panel = await page.getByTestId('login-panel').isVisible();
    const landed = new URL(page.url()).pathname + (panel ? ' + login panel' : '');
    if (landed !== screen.path && audited.has(landed)) continue;
    audited.add(landed);
    reports.push(await check(screen));
  }
  return reports;
}

/** The screens anyone may open (spec: login required 'no'), and the login panel the guard opens on the others. */
export const ANONYMOUS: Screen[] = [
  { name: 'home', path: '/home', ready: mainContent },
  { name: 'member', path: '/member', ready: mainContent },
  { name: 'privacy policy', path: '/agreement/privacy', ready: title('Privacy Policy') },
  { name: 'loan contract', path: '/al', ready: title('Loan Contract') },
  { name: 'quick repayment', path: '/qp', ready: testId('quick-repay-verify') },
  { name: 'bill extension', path: '/qp/extension/1', ready: mainContent },
  { name: 'turntable', path: '/activity/turntable', ready: title('Turntable Activities') },
  { name: 'poster', path: '/activity/poster', ready: mainContent },
  { name: 'coupon benefit', path: '/activity/couponBenefit', ready: mainContent },
  { name: 'google play', path: '/details', ready: mainContent },
  { name: 'get coupon', path: '/gc', ready: mainContent },
  { name: 'login panel (guard on /me)', path: '/me', ready: testId('login-panel') },
];

/** A new user's screens: the steps still to do, the tabs, settings and the activities signed in. */
export const NEW_USER: Screen[] = [
  { name: 'home', path: '/home', ready: mainContent },
  { name: 'member', path: '/member', ready: mainContent },
  { name: 'me', path: '/me', ready: mainContent },
  { name: 'identity', path: '/authentication/identity', ready: title('Identity Information') },
  { name: 'personal information', path: '/authentication/base', ready: mainContent },
  { name: 'emergency contact', path: '/authentication/linkman', ready: mainContent },
  { name: 'work information', path: '/authentication/work', ready: mainContent },
  { name: 'questionnaire', path: '/authentication/questionnaire', ready: mainContent },
  { name: 'face start', path: '/face/face-start', ready: mainContent },
  { name: 'face success', path: '/face/face-success', ready: mainContent },
  { name: 'set', path: '/set', ready: title('Set') },
  // Not screens of the spec: the data rights (docs/data-rights.md), reached from Set.
  { name: 'download my data', path: '/my-data', ready: title('Download my data') },
  { name: 'correct my data', path: '/correct-my-data', ready: title('Correct my data') },
  { name: 'consents', path: '/consents', ready: title('Consents') },
  { name: 'close my account', path: '/close-account', ready: title('Close my account') },
  { name: 'coupon', path: '/coupon', ready: title('Coupon') },
  { name: 'turntable', path: '/activity/turntable', ready: title('Turntable Activities') },
  { name: 'poster', path: '/activity/poster', ready: mainContent },
  { name: 'get coupon', path: '/gc', ready: mainContent },
];

/** A borrower with a disbursed loan: the bill screens, the estimated bill, the phones on stages. */
export function borrowerScreens(orderId: number, planId: number): Screen[] {
  return [
    { name: 'home', path: '/home', ready: mainContent },
    { name: 'member', path: '/member', ready: mainContent },
    { name: 'me', path: '/me', ready: mainContent },
    { name: 'estimated bill', path: '/borrow-plan', ready: mainContent },
    { name: 'billing details', path: `/billing-details/${orderId}`, ready: title('Billing Details') },
    { name: 'repayment plan', path: `/repayment-plan/${orderId}`, ready: title('Repayment Plan') },
    // Not a screen of the spec: complaints (docs/complaints.md).
    { name: 'help', path: `/help?orderId=${orderId}`, ready: title('Help') },
    // Closing is refused while the loan is owed: the amount and the way to the bills.
    { name: 'close my account (money owed)', path: '/close-account', ready: title('Close my account') },
    { name: 'quick repayment', path: '/qp', ready: mainContent },
    { name: 'bill extension', path: `/qp/extension/${planId}`, ready: mainContent },
    { name: 'personal information', path: '/authentication/base', ready: mainContent },
    { name: 'emergency contact', path: '/authentication/linkman', ready: mainContent },
    { name: 'work information', path: '/authentication/work', ready: mainContent },
    { name: 'questionnaire', path: '/authentication/questionnaire', ready: mainContent },
    { name: 'face start', path: '/face/face-start', ready: mainContent },
    { name: 'stage details', path: '/stage-details', ready: testId('stage-details') },
    { name: 'stage bill preview', path: `/stage/bill-detail/${orderId}`, ready: mainContent },
    { name: 'coupon benefit', path: '/activity/couponBenefit', ready: mainContent },
    { name: 'google play', path: '/details', ready: mainContent },
  ];
}
