/** docs/api.md, the lending engine: repaying, extending, coupons, and proving a payment account. */
export { repayDetail } from './repayment/repay-detail';
export { submitRepay } from './repayment/submit-repay';
export { paymentStatus } from './repayment/payment-status';
export { extensionDetail } from './repayment/extension-detail';
export { couponList } from './repayment/coupon-list';
export { useCoupon } from './repayment/use-coupon';
export { paymentAccountSendCode } from './repayment/payment-account-send-code';
export { paymentAccountConfirm } from './repayment/payment-account-confirm';
