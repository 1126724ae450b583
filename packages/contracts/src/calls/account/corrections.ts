import type { Call } from '../call';

export const corrections = { method: 'GET', path: '/api/data-corrections', auth: 'signed', idempotent: false } as const satisfies Call;
