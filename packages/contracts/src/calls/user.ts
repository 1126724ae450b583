import type { Call } from './call';

/** docs/api.md, "3. User". */
export const getUserInfo = { method: 'GET', path: '/api/my/getUserInfo', auth: 'signed', idempotent: false } as const satisfies Call;
export const getAppLoginRecord = { method: 'GET', path: '/api/index/api/getAppLoginRecord', auth: 'signed', idempotent: false } as const satisfies Call;
export const getReminders = { method: 'GET', path: '/api/v4/reminder/get', auth: 'optional', idempotent: false } as const satisfies Call;
