import type { Call } from '../call';

export const claimPack = { method: 'POST', path: '/api/v1/activity/coupon-packs/claim', auth: 'signed', idempotent: false } as const satisfies Call;
