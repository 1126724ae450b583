import type { Call } from '../call';

export const couponPacks = { method: 'GET', path: '/api/v1/activity/coupon-packs', auth: 'optional', idempotent: false } as const satisfies Call;
