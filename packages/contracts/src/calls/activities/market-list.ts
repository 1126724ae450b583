import type { Call } from '../call';

export const marketList = { method: 'GET', path: '/api/v1/activity/market-list', auth: 'none', idempotent: false } as const satisfies Call;
