import type { Call } from './call';

/** docs/api.md, the lending engine: repaying, extending, coupons, and proving a payment account. */
export const repayDetail = { method: 'POST', path: '/api/order/api/getRepayDetailV2/:orderId', auth: 'signed', idempotent: false } as const satisfies Call;
export const submitRepay = { method: 'POST', path: '/api/order/payment/api/submitRepayApplyV2', auth: 'signed', idempotent: true } as const satisfies Call;
export const paymentStatus = { method: 'GET', path: '/api/order/payment/api/status/:reference', auth: 'signed', idempotent: false } as const satisfies Call;
export const extensionDetail = { method: 'POST', path: '/api/order/api/extensionDetail', auth: 'signed', idempotent: false } as const satisfies Call;
export const couponList = { method: 'POST', path: '/api/v4/my/coupon-list', auth: 'signed', idempotent: false } as const satisfies Call;
export const useCoupon = { method: 'POST', path: '/api/coupon/api/couponUsedByPlanId', auth: 'signed', idempotent: false } as const satisfies Call;
export const paymentAccountSendCode = { method: 'POST', path: '/api/payment-account/sendCode', auth: 'signed', idempotent: false } as const satisfies Call;
export const paymentAccountConfirm = { method: 'POST', path: '/api/payment-account/confirm', auth: 'signed', idempotent: false } as const satisfies Call;
