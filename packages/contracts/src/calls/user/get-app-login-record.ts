import type { Call } from '../call';

export const getAppLoginRecord = { method: 'GET', path: '/api/index/api/getAppLoginRecord', auth: 'signed', idempotent: false } as const satisfies Call;
