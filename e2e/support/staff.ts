import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';
import type { APIRequestContext, Cookie, Page } from '@playwright/test';

import { totpCode } from './totp';

/** The desk's session cookie (packages/contracts: STAFF_COOKIE). */
const STAFF_COOKIE = 'pocket_staff';

/** Every wait a desk sign-in spends on its code, one line each, so a run says what the desk's sign-ins cost it. */
const WAITS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'desk-sign-in-waits.txt');
function noteWait(email: string, why: string, ms: number): void {
  mkdirSync(dirname(WAITS_FILE), { recursive: true });
  appendFileSync(WAITS_FILE, `${new Date().toISOString()} ${email} ${why} ${ms}\n`);
}

// The lender's desk in the browser (issue 29): the sandbox's staff accounts (`<role>@pocket.test`) sign in at /admin
// with their password and the current code of their TOTP secret, as /dev/phone lists it.

interface SandboxStaffAccount {
  email: string;
  password: string;
  roles: string;
  totpSecret: string;
  code: string;
  /** A code signs in once: 0 when `code` is good now, else how long until it is (both near steps used). */
  usableInMs: number;
}

/** The sandbox account's password and the next TOTP code the server takes (the feed /dev/phone shows), once it is good. */
export async function sandboxStaff(request: APIRequestContext, email: string): Promise<SandboxStaffAccount> {
  for (;;) {
    const response = await request.get('/api/dev/staff-accounts');
    expect(response.ok(), 'GET /api/dev/staff-accounts').toBe(true);
    const body = (await response.json()) as { data: SandboxStaffAccount[] };
    const account = body.data.find((entry) => entry.email === email);
    if (!account) throw new Error(`No sandbox staff account ${email}`);
    if (account.usableInMs <= 0) return account;
    noteWait(email, 'code', account.usableInMs + 100);
    await new Promise((resolve) => setTimeout(resolve, account.usableInMs + 100));
  }
}

/** How many times a desk sign-in tries the sandbox's next code before the journey fails. */
const ATTEMPTS = 5;

/**
 * The desk sessions this worker has signed in, by e-mail: the cookie a later journey of the same worker takes again
 * instead of signing in once more. A code signs in once and an account takes about one code per 30 s step, so journeys
 * signing in as the same account one after the other waited for the next step: 247 s of waits in 30 sign-ins of six
 * admin files (2 December 2026). A kept session is checked on the server first (sign-out and disabling end it).
 */
const keptSessions = new Map<string, Cookie>();

/** Takes the worker's kept session of `email` into `page` when the server still knows it; false when there is none. */
async function takeKeptSession(page: Page, email: string): Promise<boolean> {
  const cookie = keptSessions.get(email);
  if (!cookie) return false;
  await page.context().addCookies([cookie]);
  const response = await page.request.get('/api/staff/session');
  const staff = response.ok() ? ((await response.json()) as { data?: { staff?: { email?: string } } }).data?.staff : undefined;
  if (staff?.email === email) return true;
  keptSessions.delete(email);
  await page.context().clearCookies({ name: cookie.name });
  return false;
}

/**
 * Puts `page` on the desk signed in as `email`: with the session this worker kept for the account when the server still
 * knows it, else at /admin/login as a person does (e-mail, password, the code of the moment), keeping that session.
 */
export async function signInToDesk(page: Page, email: string): Promise<void> {
  if (await takeKeptSession(page, email)) {
    await page.goto('/admin');
    const signedIn = page.getByTestId('signed-in-as');
    await expect(signedIn.or(page.getByLabel('Code from your authenticator app')).first()).toBeVisible({ timeout: 15_000 });
    if (await signedIn.isVisible()) {
      await expect(signedIn).toContainText(email, { timeout: 15_000 });
      noteWait(email, 'kept', 0);
      return;
    }
    // A sign-out clicked just before (the second person of maker-checker) answered after the kept cookie was put in the
    // browser, and its answer cleared the cookie: the form, as a person would.
    noteWait(email, 'kept-cleared', 0);
  }
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Pocket desk' })).toBeVisible({ timeout: 15_000 });
  // Journeys run side by side: another one may take the same code first (a code signs in once), so a refused code
  // is followed by the next one. On a loaded machine three journeys signing in as admin at once took three codes in a
  // row from a fourth ("refused three times", 2026-12-01, load average 14): five tries.
  for (let attempt = 1; ; attempt += 1) {
    const account = await sandboxStaff(page.request, email);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Code from your authenticator app').fill(account.code);
    // This attempt's own answer: the refusal of an earlier attempt is still on the page, so it says nothing of this one.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/staff/session', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in' }).click();
    const answer = await answered;
    if (answer.ok()) {
      noteWait(email, 'signed-in', 0);
      break;
    }
    if (answer.status() === 429) {
      // Codes other journeys took count as wrong attempts, and enough of them slow the account down: the desk says for
      // how long (STAFF_SESSION_MESSAGES.slowDown), and a person waits that long before the next try.
      const alert = page.getByRole('alert').filter({ hasText: /^Too many wrong attempts\. Try again in \d+ s$/ });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      const seconds = Number(/(\d+) s$/.exec((await alert.textContent()) ?? '')![1]);
      if (attempt === ATTEMPTS) throw new Error(`${email}: slowed down after ${ATTEMPTS} tries (${seconds} s)`);
      test.setTimeout(test.info().timeout + seconds * 1000);
      noteWait(email, 'slowed', seconds * 1000 + 500);
      await page.waitForTimeout(seconds * 1000 + 500);
      continue;
    }
    await expect(page.getByText('E-mail, password or code is wrong')).toBeVisible({ timeout: 15_000 });
    noteWait(email, 'refused', 0);
    if (attempt === ATTEMPTS) throw new Error(`${email}: the sandbox code was refused ${ATTEMPTS} times`);
    // The next code may be good only at the next 30 s step: that wait is the sign-in's, not the journey's.
    test.setTimeout(test.info().timeout + 30_000);
  }
  await expect(page.getByTestId('signed-in-as')).toContainText(email, { timeout: 15_000 });
  const cookie = (await page.context().cookies()).find((entry) => entry.name === STAFF_COOKIE);
  if (cookie) keptSessions.set(email, cookie);
}

/** The desk is desktop-first: a laptop's window, a mouse, no touch. */
export const DESK_VIEWPORT = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } as const;

/**
 * A new member's enrolment through the desk's own page: the link from the sandbox's staff e-mail (the outbox that
 * /dev/phone shows), the secret read from the page, a chosen password and the current code. Leaves `page` signed in.
 */
export async function enrolThroughLink(page: Page, email: string, password: string): Promise<string> {
  const mail = await page.request.get(`/api/dev/staff-mail?to=${encodeURIComponent(email)}`);
  const body = String(((await mail.json()) as { data: Array<{ body: string }> }).data[0]?.body ?? '');
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  if (!token) throw new Error(`no enrolment link for ${email} on /dev/phone`);
  await page.goto(`/admin/enrol#token=${token}`);
  const secret = (await page.getByTestId('enrol-secret').textContent())!.trim();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish and sign in' }).click();
  return secret;
}

/**
 * The second person of maker-checker: signs out, signs in as `email`, opens Approvals and approves the request whose
 * reason is `reason` (its kind `kind` shown on its row); the request leaves the pending list.
 */
export async function approveAsSecondPerson(page: Page, email: string, reason: string, kind: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInToDesk(page, email);
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Approvals' }).click();
  const request = page.getByRole('row').filter({ hasText: reason });
  await expect(request).toContainText(kind);
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(0);
}
