import type { Call } from '../call';

export const pushState = { method: 'GET', path: '/api/messages/push', auth: 'signed', idempotent: false } as const satisfies Call;
