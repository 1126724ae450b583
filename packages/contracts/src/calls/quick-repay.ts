import type { Call } from './call';

/**
 * docs/api.md, quick repay (/qp, no login). No session: every call after info carries the quick-repay token
 * (X-Quick-Repay-Token) that info answered.
 */
export const quickRepayInfo = { method: 'POST', path: '/api/h5/quickRepay/info', auth: 'none', idempotent: false } as const satisfies Call;
export const quickRepayOrders = { method: 'GET', path: '/api/h5/quickRepay/orders', auth: 'none', idempotent: false } as const satisfies Call;
export const quickRepayPaymentStatus = { method: 'GET', path: '/api/h5/quickRepay/payment/:reference', auth: 'none', idempotent: false } as const satisfies Call;
export const quickRepaySubmit = { method: 'POST', path: '/api/h5/quickRepay/repayment', auth: 'none', idempotent: true } as const satisfies Call;
export const quickRepayExtension = { method: 'GET', path: '/api/h5/quickRepay/extension/:id', auth: 'none', idempotent: false } as const satisfies Call;
