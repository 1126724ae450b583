import type { Call } from '../call';

export const bindCheck = { method: 'POST', path: '/api/v1/user-third-info/bind-check', auth: 'none', idempotent: false } as const satisfies Call;
