import type { Call } from '../call';

export const quickRepaySubmit = { method: 'POST', path: '/api/h5/quickRepay/repayment', auth: 'none', idempotent: true } as const satisfies Call;
