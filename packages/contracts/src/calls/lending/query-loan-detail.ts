import type { Call } from '../call';

/** One loan; the same answer at two addresses (the older app's and the newer). */
export const queryLoanDetail = { method: 'POST', path: '/api/order/api/queryLoanDetail/:id', auth: 'signed', idempotent: false } as const satisfies Call;
