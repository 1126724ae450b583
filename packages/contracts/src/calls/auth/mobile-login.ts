import type { Call } from '../call';

export const mobileLogin = { method: 'POST', path: '/api/authentication/mobileLogin', auth: 'none', idempotent: false } as const satisfies Call;
