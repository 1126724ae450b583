import type { Call } from '../call';

export const stagePlanList = { method: 'POST', path: '/api/v1/mobile-order/plan-list', auth: 'signed', idempotent: false } as const satisfies Call;
