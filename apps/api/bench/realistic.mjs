// What makes a bench borrower's reads realistic (issue 34): besides the loan prepare.mjs disburses, the coupons of a
// claimed pack with one applied to the bill, the loan aged into its extension window (so extensionDetail answers
// 200), and, for other borrowers, a phone bought in stages with its deposit paid (a stage order with bills).
import { call, signed } from './prepare.mjs';

/** Days the read cases' 7-day loan is aged: 2 days to its due date, inside the 3-day extension window. */
const AGE_DAYS = 5;
const SANDBOX_PIN = '1234';

const signedCall = (base, session, method, path, body, extra = {}) => call(base, method, path, body, { ...signed(session), ...extra });

/** Claims the welcome pack, applies a usable coupon to the loan's first bill and ages the loan; adds `userCouponId`. */
export async function withCouponsAndAge(base, session) {
  await signedCall(base, session, 'POST', '/api/v1/activity/coupon-packs/claim', { code: 'WELCOME2026' });
  const coupons = await signedCall(base, session, 'POST', '/api/v4/my/coupon-list', { planId: session.planId });
  const usable = coupons.find((c) => c.couponUsableStatus === 1);
  if (usable) {
    await signedCall(base, session, 'POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: usable.userCouponId, planId: session.planId });
  }
  await call(base, 'POST', `/api/dev/loans/${session.orderId}/age`, { days: AGE_DAYS });
  return { ...session, coupons: coupons.length, userCouponId: usable?.userCouponId };
}

/** A stage order with its deposit paid through the sandbox's PIN prompt; adds `stageOrderId`. */
export async function withStageOrder(base, session) {
  const { phones, availableLimit } = await signedCall(base, session, 'GET', '/api/v1/mobile-order/index');
  const phone = phones.find((p) => p.financed <= availableLimit);
  if (!phone) throw new Error(`no phone within the available limit K${availableLimit}`);
  const paid = await signedCall(base, session, 'POST', '/api/v1/mobile-order/pay', { phoneId: phone.phoneId, mobile: session.mobile, amount: phone.deposit }, {
    'idempotency-key': `bench-stage-${session.mobile}`,
  });
  await call(base, 'POST', `/api/dev/prompts/${encodeURIComponent(paid.reference)}/approve`, { pin: SANDBOX_PIN });
  return { ...session, stageOrderId: paid.orderId };
}
