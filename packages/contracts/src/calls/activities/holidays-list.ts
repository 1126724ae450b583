import type { Call } from '../call';

export const holidaysList = { method: 'GET', path: '/api/v1/activity/holidays-list', auth: 'none', idempotent: false } as const satisfies Call;
