import type { Call } from '../call';

export const stageRepay = { method: 'POST', path: '/api/v1/mobile-order/repay', auth: 'signed', idempotent: true } as const satisfies Call;
