import type { Call } from '../call';

export const queryLoanDetailV3 = { method: 'POST', path: '/api/v3/order/queryLoanDetail/:id', auth: 'signed', idempotent: false } as const satisfies Call;
