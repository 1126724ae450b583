import type { Call } from '../call';

export const linkLogin = { method: 'POST', path: '/api/authentication/linkLogin', auth: 'none', idempotent: false } as const satisfies Call;
