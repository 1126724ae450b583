import type { Call } from '../call';

export const productTrial = { method: 'POST', path: '/api/v4/product/productTrial', auth: 'signed', idempotent: false } as const satisfies Call;
