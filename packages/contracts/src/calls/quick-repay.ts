/**
 * docs/api.md, quick repay (/qp, no login). No session: every call after info carries the quick-repay token
 * (X-Quick-Repay-Token) that info answered.
 */
export { quickRepayInfo } from './quick-repay/quick-repay-info';
export { quickRepayOrders } from './quick-repay/quick-repay-orders';
export { quickRepayPaymentStatus } from './quick-repay/quick-repay-payment-status';
export { quickRepaySubmit } from './quick-repay/quick-repay-submit';
export { quickRepayExtension } from './quick-repay/quick-repay-extension';
