import type { Call } from '../call';

export const authProcessStep = { method: 'POST', path: '/api/user/auth/api/getUserAuthProcessStep', auth: 'signed', idempotent: false } as const satisfies Call;
