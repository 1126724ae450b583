import type { Call } from '../call';

export const pushSubscribe = { method: 'POST', path: '/api/messages/push/subscription', auth: 'signed', idempotent: false } as const satisfies Call;
