import type { Call } from '../call';

export const consents = { method: 'GET', path: '/api/consents', auth: 'signed', idempotent: false } as const satisfies Call;
