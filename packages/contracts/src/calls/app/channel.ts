import type { Call } from '../call';

export const channel = { method: 'GET', path: '/api/v1/channel/queryByChannelCode/:code', auth: 'none', idempotent: false } as const satisfies Call;
