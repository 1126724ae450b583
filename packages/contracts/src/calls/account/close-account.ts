import type { Call } from '../call';

export const closeAccount = { method: 'POST', path: '/api/account/close', auth: 'signed', idempotent: false } as const satisfies Call;
