// The plain test: this journey closes the day's notices itself (support/axe.ts settle), as accessibility.spec.ts does.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { logInThroughPanel } from '../support/login-flow';
import { createDevBorrower, uniqueMobile } from '../support/sandbox';
import { ANONYMOUS, borrowerScreens, NEW_USER, visitScreens } from '../support/screens';
import type { Screen } from '../support/screens';
import { checkFocusVisible, expectTargetsAndFocus, measureTargets, publishTargetReports } from '../support/touch-targets';
import type { FocusReport } from '../support/touch-targets';

// Every borrower screen of the spec's route table (the accessibility journey's list), anonymous and signed in: every
// visible control takes taps over at least 44 x 44 CSS px, a control reached with Tab shows a focus ring, and the
// viewport lets the borrower zoom (issue 33, docs/accessibility.md).

async function checkAll(page: Page, screens: Screen[]) {
  const focus: FocusReport[] = [];
  const targets = await visitScreens(page, screens, async (screen) => {
    const measured = await measureTargets(page, screen.name);
    focus.push(await checkFocusVisible(page, screen.name));
    return measured;
  });
  return { targets, focus };
}

test.describe('every borrower screen: touch targets of 44 px, focus visible, zoom allowed', () => {
  test.describe.configure({ timeout: 360_000 });

  test('anonymous', async ({ page }, testInfo) => {
    const { targets, focus } = await checkAll(page, ANONYMOUS);
    await publishTargetReports(testInfo, targets, focus);
    // Zoom allowed (WCAG 1.4.4): no user-scalable=no, no maximum-scale below 5.
    const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/i);
    expect(Number(/maximum-scale\s*=\s*([\d.]+)/i.exec(viewport)?.[1] ?? 10)).toBeGreaterThanOrEqual(5);
    expectTargetsAndFocus(targets, focus);
  });

  test('signed in, a new user', async ({ page, request }, testInfo) => {
    await logInThroughPanel(page, request, uniqueMobile());
    const { targets, focus } = await checkAll(page, NEW_USER);
    await publishTargetReports(testInfo, targets, focus);
    expectTargetsAndFocus(targets, focus);
  });

  test('signed in, a borrower with a loan', async ({ page, request }, testInfo) => {
    const borrower = await createDevBorrower(request, { loan: { amount: 500, term: 14 } });
    await logInThroughPanel(page, request, borrower.mobile);
    const { targets, focus } = await checkAll(page, borrowerScreens(borrower.orderId!, borrower.planIds![0]!));
    await publishTargetReports(testInfo, targets, focus);
    expectTargetsAndFocus(targets, focus);
  });
});
