import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { COMPONENTS, outstanding } from '@pocket/contracts/plan-state';

import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { ACCOUNTS, RECEIVABLE } from '../src/ledger/accounts';
import { allBalances } from '../src/ledger/repo';
import { kycIdentities, kycSections } from '../src/modules/kyc/schema';
import { planState } from '../src/modules/lending/repo';
import { loanPlans } from '../src/modules/lending/schema';
import { call, latestCode, loginAs, type TestSession, testDb, uniqueMobile } from './harness';
import { signInSandbox } from './staff-sessions';

/** Marks KYC steps done straight in the tables (the KYC flow itself is tested by its own module). */
export async function completeKyc(db: Db, userId: number, opts: { questionnaire?: boolean } = {}): Promise<void> {
  await db.insert(kycIdentities).values({ userId, nrcNumber: '123456/10/1', fullName: 'Test Borrower', dateOfBirth: '1990-01-01', gender: 'F', nrcFrontUploadId: 'f', nrcBackUploadId: 'b' }).onConflictDoNothing();
  const sections = ['face', 'base', 'linkman', 'work', ...(opts.questionnaire ? ['questionnaire'] : [])];
  for (const section of sections) await db.insert(kycSections).values({ userId, section, data: {} }).onConflictDoNothing();
}

/** Replaces one KYC section's data of a test borrower (made by completeKyc), as the borrower's form would have saved it. */
export async function saveKycSection(db: Db, userId: number, section: string, data: Record<string, unknown>): Promise<void> {
  await db.update(kycSections).set({ data }).where(and(eq(kycSections.userId, userId), eq(kycSections.section, section)));
}

/** Changes a test borrower's KYC identity (made by completeKyc): a date of birth, an NRC number. */
export async function setKycIdentity(db: Db, userIds: number[], values: { dateOfBirth?: string; nrcNumber?: string }): Promise<void> {
  await db.update(kycIdentities).set(values).where(inArray(kycIdentities.userId, userIds));
}

/** When a borrower's KYC was first completed (business time), as KYC recorded it. */
export async function kycCompletedAt(db: Db, userId: number): Promise<Date | null> {
  return (await db.select({ at: kycIdentities.completedAt }).from(kycIdentities).where(eq(kycIdentities.userId, userId)))[0]!.at;
}

/** A logged-in borrower with KYC done (and the questionnaire, which raises the limit to K1,000). */
export async function borrower(app: App, prefix = '096', questionnaire = true): Promise<TestSession> {
  const s = await loginAs(app, uniqueMobile(prefix));
  await completeKyc(await testDb(), s.userId, { questionnaire });
  return s;
}

export async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Applies and waits until the sandbox disbursement is final; answers the order with its plans. */
export async function borrow(app: App, s: TestSession, amount = 1000, term = 14) {
  const applied = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term });
  expect(applied.status, applied.body).toBe(200);
  const orderId = applied.json.data.orderId as number;
  const detail = await waitFor(
    () => s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`),
    (r) => r.json.data?.status === 'REPAYING',
  );
  expect(detail.json.data.status).toBe('REPAYING');
  return detail.json.data as { orderId: number; plans: Array<{ planId: number; repayDate: string; remainingAmount: number }> };
}

/**
 * Applies for a loan the review rules hold for a person (docs/lending.md), has the sandbox's risk officer approve it on
 * the application desk, and waits until the money is out; answers the order with its plans.
 */
export async function borrowReviewed(app: App, s: TestSession, amount: number, term = 14) {
  const applied = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term });
  expect(applied.json.data, applied.body).toMatchObject({ status: 'REVIEWING' });
  const orderId = applied.json.data.orderId as number;
  const risk = await signInSandbox(app, 'risk');
  const approved = await risk.call('POST', `/api/staff/applications/${orderId}/approve`, {});
  expect(approved.status, approved.body).toBe(200);
  const detail = await waitFor(
    () => s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`),
    (r) => r.json.data?.status === 'REPAYING',
  );
  expect(detail.json.data.status).toBe('REPAYING');
  return detail.json.data as { orderId: number; plans: Array<{ planId: number; repayDate: string; remainingAmount: number }> };
}

/** A borrower (wallet `prefix`) with a K1,000 loan and a full repayment (K1,160.00) waiting at the operator for the PIN. */
export async function pendingRepayment(app: App, prefix = '096') {
  const s: TestSession = await borrower(app, prefix);
  const order = await borrow(app, s, 1000, 14);
  const planId = order.plans[0]!.planId;
  const submitted = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 1160, repayAccountId: order.orderId, payCard: false });
  expect(submitted.status, submitted.body).toBe(200);
  return { s, planId, paymentId: submitted.json.data.paymentId as number, reference: submitted.json.data.reference as string };
}

/** Approves the newest PIN prompt of a wallet through the sandbox, as the wallet owner would. */
export async function approvePrompt(app: App, mobile: string, pin = '1234') {
  const prompts = await call(app, 'GET', `/api/dev/prompts?mobile=${mobile}`);
  expect(prompts.status, prompts.body).toBe(200);
  const reference = prompts.json.data[0]?.reference as string;
  expect(reference).toBeTruthy();
  const res = await call(app, 'POST', `/api/dev/prompts/${reference}/approve`, { pin });
  expect(res.status, res.body).toBe(200);
  return res.json.data as { reference: string; status: string };
}

/**
 * The ledger's invariants: balanced overall; each bill's receivables equal, component by component, what its
 * loan_plans row says is outstanding (none once its loan is written off: docs/adjustments.md); no negative credit. The
 * row's due / paid / waived columns are a copy of the ledger's figures kept for one-row reads and locks: this is the
 * check that the copy never drifts, run after the lifecycle, race, stage and desk scenarios.
 */
export async function assertLedger(db: Db, only?: { orders: number[] }): Promise<void> {
  const balances = await allBalances(db);
  expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
  // `only`: the bills of these loans alone, for a file that may share a PostgreSQL database with files that write loans
  // by plain SQL, without ledger entries (the books' tests); the ledger's own checks stay whole.
  const plans = (await db.select().from(loanPlans)).filter((p) => !only || only.orders.includes(Number(p.orderId)));
  if (only) expect(plans.length, 'the loans asked for have bills').toBeGreaterThan(0);
  const writtenOff = new Set((await selectRows<{ id: number | string }>(db, sql`select id from loan_orders where written_off_at is not null`)).map((r) => Number(r.id)));
  for (const p of plans) {
    const owed = outstanding(planState(p));
    for (const k of COMPONENTS) {
      expect(balances.get(`${RECEIVABLE[k]}|plan:${p.id}`) ?? 0, `plan ${p.id} ${k}`).toBe(writtenOff.has(p.orderId) ? 0 : owed[k]);
    }
  }
  for (const [k, v] of balances) if (k.startsWith(`${ACCOUNTS.userCredit}|`)) expect(v, k).toBeLessThanOrEqual(0);
  const [unbalanced] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (select entry_id from ledger_lines group by entry_id having sum(amount) <> 0) x`);
  expect(unbalanced?.n ?? 0).toBe(0);
}

export async function planRow(db: Db, planId: number) {
  const [row] = await db.select().from(loanPlans).where(eq(loanPlans.id, planId));
  return row!;
}

/** Confirms a payment account that is not the borrower's own number, with the code SMS'd to it (issue 34). */
export async function confirmPaymentAccount(app: App, s: TestSession, mobile: string): Promise<void> {
  const sent = await s.call('POST', '/api/payment-account/sendCode', { mobile });
  expect(sent.status, sent.body).toBe(200);
  const code = await latestCode(app, mobile);
  const confirmed = await s.call('POST', '/api/payment-account/confirm', { mobile, code });
  expect(confirmed.status, confirmed.body).toBe(200);
}
