import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import bem from '../../packages/web-texts/src/bem';
import ny from '../../packages/web-texts/src/ny';

/**
 * The day's popups of activities: the marketing offers (after login) and the holidays notice (landing on home), named
 * in the borrower's language (the web catalogues' words: a journey in Bemba or Nyanja meets them too).
 */
const DAILY_POPUPS = ['Offers', 'Holiday notice'].flatMap((name) => [name, bem[name]!, ny[name]!]);

/** Closes the day's popups whenever they show, as a borrower does; the journeys then go on where they were. */
export async function dismissDailyPopups(page: Page): Promise<void> {
  for (const name of DAILY_POPUPS) {
    const dialog = page.getByRole('dialog', { name });
    await page.addLocatorHandler(dialog, async () => {
      await page.locator('.rv-popup', { has: dialog }).locator('.rv-popup__close-icon').click();
    });
  }
}

/**
 * Playwright's test for the journeys that are not about those popups (activities.spec.ts tests them with the plain
 * one): the test's page closes them when they show. A page of another context calls dismissDailyPopups itself.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // This device has seen today's holidays notice (the key and Lusaka day of activities' once-a-day rule), so a
    // journey landing on home meets what it tests (the install offer, the loan card), not the notice.
    await page.addInitScript(() => {
      const lusakaDay = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
      window.localStorage.setItem('pocket.activities.shown.holidays.device', lusakaDay);
    });
    await dismissDailyPopups(page);
    await use(page);
  },
});

export { expect };
