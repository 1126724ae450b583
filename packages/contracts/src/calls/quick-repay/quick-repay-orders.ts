import type { Call } from '../call';

export const quickRepayOrders = { method: 'GET', path: '/api/h5/quickRepay/orders', auth: 'none', idempotent: false } as const satisfies Call;
