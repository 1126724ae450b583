import type { Call } from '../call';

export const ussdPin = { method: 'GET', path: '/api/ussd/pin', auth: 'signed', idempotent: false } as const satisfies Call;
