import type { Call } from '../call';

export const paymentAccountSendCode = { method: 'POST', path: '/api/payment-account/sendCode', auth: 'signed', idempotent: false } as const satisfies Call;
