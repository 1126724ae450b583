import type { Call } from '../call';

export const closureCheck = { method: 'GET', path: '/api/account/close', auth: 'signed', idempotent: false } as const satisfies Call;
