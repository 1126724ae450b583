import type { Call } from './call';

/** docs/api.md, the lending engine: products, the estimate, applying, the loans. */
export const productList = { method: 'GET', path: '/api/v4/product/list', auth: 'optional', idempotent: false } as const satisfies Call;
export const productTrial = { method: 'POST', path: '/api/v4/product/productTrial', auth: 'signed', idempotent: false } as const satisfies Call;
export const applyLoan = { method: 'POST', path: '/api/zmb/index/api/appManualGetLoan', auth: 'signed', idempotent: true } as const satisfies Call;
export const myLoanInfo = { method: 'GET', path: '/api/my/getMyLoanInfo', auth: 'signed', idempotent: false } as const satisfies Call;
/** One loan; the same answer at two addresses (the older app's and the newer). */
export const queryLoanDetail = { method: 'POST', path: '/api/order/api/queryLoanDetail/:id', auth: 'signed', idempotent: false } as const satisfies Call;
export const queryLoanDetailV3 = { method: 'POST', path: '/api/v3/order/queryLoanDetail/:id', auth: 'signed', idempotent: false } as const satisfies Call;
