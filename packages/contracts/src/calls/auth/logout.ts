import type { Call } from '../call';

export const logout = { method: 'POST', path: '/api/authentication/logout', auth: 'signed', idempotent: false } as const satisfies Call;
