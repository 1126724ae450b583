import type { Call } from '../call';

export const setUssdPin = { method: 'POST', path: '/api/ussd/pin', auth: 'signed', idempotent: false } as const satisfies Call;
