import type { Call } from '../call';

export const couponList = { method: 'POST', path: '/api/v4/my/coupon-list', auth: 'signed', idempotent: false } as const satisfies Call;
