import type { Call } from '../call';

export const useCoupon = { method: 'POST', path: '/api/coupon/api/couponUsedByPlanId', auth: 'signed', idempotent: false } as const satisfies Call;
