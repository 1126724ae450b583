import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { resources } from '../../apps/admin/src/resources';
import { auditScreen, expectNoFailingViolations, publishReports } from '../support/axe';
import type { ScreenReport } from '../support/axe';
import { DESK_VIEWPORT, signInToDesk } from '../support/staff';

// Every desk screen in the menu passes axe (issue 33): each sandbox role signs in and opens every desk its menu lists,
// so a desk added later is checked without a line here. The screens behind a row (a borrower, a KYC case, an
// application) are checked by their own journeys (admin-desk, admin-kyc, admin-applications).

test.use(DESK_VIEWPORT);
// One sign-in per role (argon2id on the server, and a TOTP code signs in once: with other journeys signing in beside
// it, a role may wait a code step or two, up to a minute) and one axe run per desk: seven roles and every desk. It
// took 2.9 min in CI's run of 30 November and ran past 4 min once under the first journeys' load, so 8 min.
test.describe.configure({ timeout: 480_000 });

/** The desks' list routes, as apps/admin/src/resources.ts makes them (the menu is made from that list). */
function declaredDesks(): string[] {
  return resources.map((resource) => `/admin${String(resource.list)}`);
}

interface SandboxAccount {
  email: string;
  roles: string;
}

async function menuLinks(page: Page): Promise<{ name: string; href: string }[]> {
  const links = page.getByRole('navigation', { name: 'Desks' }).getByRole('link');
  await expect(links.first()).toBeVisible({ timeout: 15_000 });
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ name: (anchor.textContent ?? '').trim(), href: anchor.getAttribute('href') ?? '' })),
  );
}

test('every desk in every role’s menu passes axe (WCAG 2.1 A and AA): no serious or critical violation', async ({ page, request }) => {
  const response = await request.get('/api/dev/staff-accounts');
  expect(response.ok(), 'GET /api/dev/staff-accounts').toBe(true);
  const accounts = ((await response.json()) as { data: SandboxAccount[] }).data;
  // One account per set of roles: admin2 and finance2 see what admin and finance see.
  const byRoles = new Map<string, string>();
  for (const account of accounts) if (!byRoles.has(account.roles)) byRoles.set(account.roles, account.email);
  expect(byRoles.size, 'the sandbox has an account per role').toBeGreaterThanOrEqual(5);

  const reports: ScreenReport[] = [];
  const seen = new Set<string>();
  for (const [roles, email] of byRoles) {
    await page.context().clearCookies();
    await signInToDesk(page, email);
    for (const link of await menuLinks(page)) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: link.name, exact: true }).click();
      // A list that keeps its filters in the address (approvals, complaints, data corrections, security events) adds them
      // as a query (the audit has none until some are applied).
      await expect(page).toHaveURL(new RegExp(`${link.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
      // Each desk names itself in a heading once its data has come; none answers with an error.
      await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // Neither the guard's refusal nor a failed load (the desk says a failure in an alert); the rows' own text may
      // hold any words, so only these two are looked for.
      await expect(page.getByRole('heading', { name: 'Not for your role' })).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      reports.push(await auditScreen(page, `${link.name} (${roles})`));
    }
  }
  // Every declared desk is in some role's menu, and so was checked.
  expect([...seen].sort(), 'desks opened across the roles').toEqual(declaredDesks().sort());

  await publishReports(test.info(), reports);
  expectNoFailingViolations(reports);
});
