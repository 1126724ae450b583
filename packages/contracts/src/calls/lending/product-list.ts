import type { Call } from '../call';

export const productList = { method: 'GET', path: '/api/v4/product/list', auth: 'optional', idempotent: false } as const satisfies Call;
