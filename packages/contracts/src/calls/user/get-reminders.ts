import type { Call } from '../call';

export const getReminders = { method: 'GET', path: '/api/v4/reminder/get', auth: 'optional', idempotent: false } as const satisfies Call;
