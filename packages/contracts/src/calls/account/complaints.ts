import type { Call } from '../call';

export const complaints = { method: 'GET', path: '/api/complaints', auth: 'signed', idempotent: false } as const satisfies Call;
