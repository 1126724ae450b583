import type { Call } from '../call';

export const makePromise = { method: 'POST', path: '/api/collections/loans/:orderId/promise', auth: 'signed', idempotent: true } as const satisfies Call;
