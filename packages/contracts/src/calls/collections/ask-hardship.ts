import type { Call } from '../call';

export const askHardship = { method: 'POST', path: '/api/collections/loans/:orderId/hardship', auth: 'signed', idempotent: true } as const satisfies Call;
