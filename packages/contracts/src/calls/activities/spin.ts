import type { Call } from '../call';

export const spin = { method: 'POST', path: '/api/v1/activity/turntable/spin', auth: 'signed', idempotent: true } as const satisfies Call;
