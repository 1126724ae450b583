import type { Call } from '../call';

export const getUserInfo = { method: 'GET', path: '/api/my/getUserInfo', auth: 'signed', idempotent: false } as const satisfies Call;
