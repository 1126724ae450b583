import type { Call } from '../call';

export const applyLoan = { method: 'POST', path: '/api/zmb/index/api/appManualGetLoan', auth: 'signed', idempotent: true } as const satisfies Call;
