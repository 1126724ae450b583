import type { Call } from '../call';

export const stageInfo = { method: 'GET', path: '/api/v1/mobile-order/info', auth: 'signed', idempotent: false } as const satisfies Call;
