import type { Call } from '../call';

export const language = { method: 'GET', path: '/api/v1/my/language', auth: 'signed', idempotent: false } as const satisfies Call;
export const setLanguage = { method: 'POST', path: '/api/v1/my/language', auth: 'signed', idempotent: false } as const satisfies Call;
