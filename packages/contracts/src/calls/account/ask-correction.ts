import type { Call } from '../call';

export const askCorrection = { method: 'POST', path: '/api/data-corrections', auth: 'signed', idempotent: true } as const satisfies Call;
