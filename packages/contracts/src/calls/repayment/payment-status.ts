import type { Call } from '../call';

export const paymentStatus = { method: 'GET', path: '/api/order/payment/api/status/:reference', auth: 'signed', idempotent: false } as const satisfies Call;
