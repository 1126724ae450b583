import type { Call } from '../call';

export const myLoanInfo = { method: 'GET', path: '/api/my/getMyLoanInfo', auth: 'signed', idempotent: false } as const satisfies Call;
