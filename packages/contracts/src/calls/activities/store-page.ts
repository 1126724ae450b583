import type { Call } from '../call';

export const storePage = { method: 'GET', path: '/api/v1/activity/store-page', auth: 'none', idempotent: false } as const satisfies Call;
