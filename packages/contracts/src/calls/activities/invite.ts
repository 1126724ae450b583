import type { Call } from '../call';

export const invite = { method: 'GET', path: '/api/v1/activity/invite', auth: 'signed', idempotent: false } as const satisfies Call;
