import type { Call } from '../call';

export const quickRepayPaymentStatus = { method: 'GET', path: '/api/h5/quickRepay/payment/:reference', auth: 'none', idempotent: false } as const satisfies Call;
