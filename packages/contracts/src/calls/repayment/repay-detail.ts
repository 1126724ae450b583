import type { Call } from '../call';

export const repayDetail = { method: 'POST', path: '/api/order/api/getRepayDetailV2/:orderId', auth: 'signed', idempotent: false } as const satisfies Call;
