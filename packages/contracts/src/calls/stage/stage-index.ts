import type { Call } from '../call';

export const stageIndex = { method: 'GET', path: '/api/v1/mobile-order/index', auth: 'optional', idempotent: false } as const satisfies Call;
