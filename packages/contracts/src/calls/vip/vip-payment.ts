import type { Call } from '../call';

export const vipPayment = { method: 'POST', path: '/api/vip/payment', auth: 'signed', idempotent: true } as const satisfies Call;
