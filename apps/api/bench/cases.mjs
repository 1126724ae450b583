// The signed reads of docs/product.md#calls (and the activities' reads), each a bench case (issue 34): GET calls, and POST
// calls that only read. Calls whose session is optional are read with one (the answer then carries the borrower's
// part). `who` says whose sessions a case spreads over: 'loan' (a disbursed, aged loan with coupons, one applied) or
// 'stage' (a stage order with its deposit paid). BENCH_CASES (substrings, comma-separated) picks some of them.
const get = (name, path, who = 'loan') => ({ name: `GET ${name}`, method: 'GET', path: typeof path === 'string' ? () => path : path, who });
const post = (name, path, body, who = 'loan') => ({ name: `POST ${name}`, method: 'POST', path: typeof path === 'string' ? () => path : path, body, who });

export const SIGNED_READS = [
  get('/api/my/getUserInfo', '/api/my/getUserInfo'),
  post('/api/user/auth/api/getUserAuthProcessStep', '/api/user/auth/api/getUserAuthProcessStep'),
  post('/api/admin/questionnaire/api/info', '/api/admin/questionnaire/api/info'),
  get('/api/h5/region/queryAreaInfoById/5', '/api/h5/region/queryAreaInfoById/5'),
  get('/api/index/api/getAppLoginRecord', '/api/index/api/getAppLoginRecord'),
  get('/api/v4/reminder/get', '/api/v4/reminder/get'),
  get('/api/vip/getVipCardInfo', '/api/vip/getVipCardInfo'),
  post('/api/v4/product/productTrial', '/api/v4/product/productTrial', () => ({ productId: 1, amount: 500, term: 7 })),
  get('/api/my/getMyLoanInfo', '/api/my/getMyLoanInfo'),
  post('/api/order/api/queryLoanDetail/{id}', (s) => `/api/order/api/queryLoanDetail/${s.orderId}`),
  post('/api/v3/order/queryLoanDetail/{id}', (s) => `/api/v3/order/queryLoanDetail/${s.orderId}`),
  post('/api/order/api/getRepayDetailV2/{orderId}', (s) => `/api/order/api/getRepayDetailV2/${s.orderId}`),
  post('/api/order/api/extensionDetail', '/api/order/api/extensionDetail', (s) => ({ planId: s.planId })),
  post('/api/v4/my/coupon-list', '/api/v4/my/coupon-list', (s) => ({ planId: s.planId })),
  get('/api/v1/mobile-order/index', '/api/v1/mobile-order/index', 'stage'),
  get('/api/v1/mobile-order/info', (s) => `/api/v1/mobile-order/info?orderId=${s.stageOrderId}`, 'stage'),
  post('/api/v1/mobile-order/plan-list', '/api/v1/mobile-order/plan-list', (s) => ({ orderId: s.stageOrderId }), 'stage'),
  get('/api/v1/activity/turntable', '/api/v1/activity/turntable'),
  get('/api/v1/activity/coupon-packs', '/api/v1/activity/coupon-packs'),
  get('/api/v1/activity/invite', '/api/v1/activity/invite'),
];

// Signed calls that answer a refusal, each after the same session read as a signed read, writing nothing (issue 48:
// a refusal's `msg` is where the `lang` header meets the server's catalogue, plugins/envelope.ts): words the catalogue
// has as they are (another borrower's loan), words it has with a placeholder (a repayment of K1, below the minimum: one
// transaction, rolled back; no Idempotency-Key, so nothing is kept), and words it does not have (a term the product
// does not offer: English in every language, after every pattern was tried). `status`: the answer expected;
// `translated`: whether the catalogue has the words. Only bench/languages.mjs runs these (it sets `otherOrderId`,
// another borrower's loan); `npm run bench` runs SIGNED_READS alone.
const refused = (name, path, body, status, translated) => ({ name: `POST ${name} (refused)`, method: 'POST', path, body, status, translated, who: 'loan' });

export const REFUSED_CALLS = [
  refused('/api/v3/order/queryLoanDetail/{another borrower\'s}', (s) => `/api/v3/order/queryLoanDetail/${s.otherOrderId}`, undefined, 404, true),
  refused('/api/order/payment/api/submitRepayApplyV2 {K1}', () => '/api/order/payment/api/submitRepayApplyV2', (s) => ({ bizType: 1, planId: s.planId, payAmount: '1' }), 400, true),
  refused('/api/v4/product/productTrial {term 8}', () => '/api/v4/product/productTrial', () => ({ productId: 1, amount: 500, term: 8 }), 400, false),
];

/** The cases of `from` BENCH_CASES names (all when it is empty). */
export function pickCases(filter, from = SIGNED_READS) {
  const wanted = (filter ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return wanted.length === 0 ? from : from.filter((c) => wanted.some((w) => c.name.includes(w)));
}
