import type { Call } from '../call';

export const submitRepay = { method: 'POST', path: '/api/order/payment/api/submitRepayApplyV2', auth: 'signed', idempotent: true } as const satisfies Call;
