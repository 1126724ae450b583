import type { Call } from '../call';

export const pushUnsubscribe = { method: 'POST', path: '/api/messages/push/unsubscribe', auth: 'signed', idempotent: false } as const satisfies Call;
