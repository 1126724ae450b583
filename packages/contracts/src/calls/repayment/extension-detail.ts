import type { Call } from '../call';

export const extensionDetail = { method: 'POST', path: '/api/order/api/extensionDetail', auth: 'signed', idempotent: false } as const satisfies Call;
