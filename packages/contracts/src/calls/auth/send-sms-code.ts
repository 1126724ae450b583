import type { Call } from '../call';

export const sendSmsCode = { method: 'POST', path: '/api/authentication/sendSmsCode/:mobile/:type', auth: 'none', idempotent: false } as const satisfies Call;
