import type { Call } from '../call';

export const messageSettings = { method: 'GET', path: '/api/messages/settings', auth: 'signed', idempotent: false } as const satisfies Call;
