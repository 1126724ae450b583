import type { Call } from './call';

/** docs/api.md, VIP cards. */
export const vipCardInfo = { method: 'GET', path: '/api/vip/getVipCardInfo', auth: 'optional', idempotent: false } as const satisfies Call;
export const vipPayment = { method: 'POST', path: '/api/vip/payment', auth: 'signed', idempotent: true } as const satisfies Call;
