import type { Call } from '../call';

export const saveMessageSettings = { method: 'POST', path: '/api/messages/settings', auth: 'signed', idempotent: false } as const satisfies Call;
