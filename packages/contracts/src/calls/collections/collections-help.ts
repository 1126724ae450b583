import type { Call } from '../call';

export const collectionsHelp = { method: 'GET', path: '/api/collections/loans/:orderId', auth: 'signed', idempotent: false } as const satisfies Call;
