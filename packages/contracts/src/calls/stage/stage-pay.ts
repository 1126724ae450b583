import type { Call } from '../call';

export const stagePay = { method: 'POST', path: '/api/v1/mobile-order/pay', auth: 'signed', idempotent: true } as const satisfies Call;
