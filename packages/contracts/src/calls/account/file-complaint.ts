import type { Call } from '../call';

export const fileComplaint = { method: 'POST', path: '/api/complaints', auth: 'signed', idempotent: true } as const satisfies Call;
