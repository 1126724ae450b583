// The borrowers the signed-read tests read (the statements test, the kept reads' test): every read has something to read.
import { expect } from 'vitest';

import type { App } from '../src/app';
import { call, loginAs, uniqueMobile } from './harness';
import { openStageOrder } from './stage-helpers';

/** A sandbox borrower (KYC done through the services), with a disbursed loan when asked for, logged in. */
export async function sandboxBorrower(app: App, loan?: { amount: number; term: number; productId?: number }) {
  const mobile = uniqueMobile();
  const made = await call(app, 'POST', '/api/dev/borrowers', loan ? { mobile, loan } : { mobile });
  expect(made.status, made.body).toBe(200);
  return { session: await loginAs(app, mobile), orderId: made.json.data.orderId as number, planId: made.json.data.planIds?.[0] as number };
}

/**
 * A borrower with a K500 loan, the welcome pack's coupons (one applied) and the loan aged 5 days (2 days to its due
 * date, inside the extension window, as in the bench); `beforeStage` runs next (e.g. a spin); then a borrower with a
 * stage order.
 */
export async function signedReadBorrowers(app: App, beforeStage?: (loan: Awaited<ReturnType<typeof sandboxBorrower>>) => Promise<void>) {
  const made = await sandboxBorrower(app, { amount: 500, term: 7 });
  const { session: loan, orderId, planId } = made;
  expect((await loan.call('POST', '/api/v1/activity/coupon-packs/claim', { code: 'WELCOME2026' })).status).toBe(200);
  const coupons = await loan.call('POST', '/api/v4/my/coupon-list', { planId });
  const usable = coupons.json.data.find((c: { couponUsableStatus: number }) => c.couponUsableStatus === 1);
  expect((await loan.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: usable.userCouponId, planId })).status).toBe(200);
  expect((await call(app, 'POST', `/api/dev/loans/${orderId}/age`, { days: 5 })).status).toBe(200);
  if (beforeStage) await beforeStage(made);
  const { session: stage } = await sandboxBorrower(app);
  const order = await openStageOrder(app, stage);
  return { loan, orderId, planId, stage, stageOrderId: order.orderId as number };
}
