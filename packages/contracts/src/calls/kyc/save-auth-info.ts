import type { Call } from '../call';

export const saveAuthInfo = { method: 'POST', path: '/api/user/auth/api/addOrUpdateUserAuthInfo', auth: 'signed', idempotent: false } as const satisfies Call;
