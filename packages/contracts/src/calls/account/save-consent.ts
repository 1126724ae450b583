import type { Call } from '../call';

export const saveConsent = { method: 'POST', path: '/api/consents', auth: 'signed', idempotent: false } as const satisfies Call;
