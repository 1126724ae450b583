import type { Call } from '../call';

export const googleConfig = { method: 'GET', path: '/api/authentication/googleConfig', auth: 'none', idempotent: false } as const satisfies Call;
