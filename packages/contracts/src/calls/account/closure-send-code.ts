import type { Call } from '../call';

export const closureSendCode = { method: 'POST', path: '/api/account/close/sendCode', auth: 'signed', idempotent: false } as const satisfies Call;
