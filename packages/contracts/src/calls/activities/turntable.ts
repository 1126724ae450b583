import type { Call } from '../call';

export const turntable = { method: 'GET', path: '/api/v1/activity/turntable', auth: 'optional', idempotent: false } as const satisfies Call;
