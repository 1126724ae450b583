import type { Call } from './call';

/** docs/api.md, "8. Activities". */
export const turntable = { method: 'GET', path: '/api/v1/activity/turntable', auth: 'optional', idempotent: false } as const satisfies Call;
export const spin = { method: 'POST', path: '/api/v1/activity/turntable/spin', auth: 'signed', idempotent: true } as const satisfies Call;
export const couponPacks = { method: 'GET', path: '/api/v1/activity/coupon-packs', auth: 'optional', idempotent: false } as const satisfies Call;
export const claimPack = { method: 'POST', path: '/api/v1/activity/coupon-packs/claim', auth: 'signed', idempotent: false } as const satisfies Call;
export const invite = { method: 'GET', path: '/api/v1/activity/invite', auth: 'signed', idempotent: false } as const satisfies Call;
export const marketList = { method: 'GET', path: '/api/v1/activity/market-list', auth: 'none', idempotent: false } as const satisfies Call;
export const holidaysList = { method: 'GET', path: '/api/v1/activity/holidays-list', auth: 'none', idempotent: false } as const satisfies Call;
export const storePage = { method: 'GET', path: '/api/v1/activity/store-page', auth: 'none', idempotent: false } as const satisfies Call;
/** The artwork of banners and notices (an SVG, not an envelope), shown by address in <img>. */
export const media = { method: 'GET', path: '/api/v1/activity/media/:name', auth: 'none', idempotent: false } as const satisfies Call;
