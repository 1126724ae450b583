import type { Call } from '../call';

export const paymentAccountConfirm = { method: 'POST', path: '/api/payment-account/confirm', auth: 'signed', idempotent: false } as const satisfies Call;
