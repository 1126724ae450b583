import type { Call } from './call';

/** docs/api.md, phones on stages. */
export const stageIndex = { method: 'GET', path: '/api/v1/mobile-order/index', auth: 'optional', idempotent: false } as const satisfies Call;
export const stageInfo = { method: 'GET', path: '/api/v1/mobile-order/info', auth: 'signed', idempotent: false } as const satisfies Call;
export const stagePlanList = { method: 'POST', path: '/api/v1/mobile-order/plan-list', auth: 'signed', idempotent: false } as const satisfies Call;
export const stagePay = { method: 'POST', path: '/api/v1/mobile-order/pay', auth: 'signed', idempotent: true } as const satisfies Call;
export const stageRepay = { method: 'POST', path: '/api/v1/mobile-order/repay', auth: 'signed', idempotent: true } as const satisfies Call;
