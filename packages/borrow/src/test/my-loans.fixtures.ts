import type { Wire } from '@pocket/contracts/api/contract';
import type { myLoanInfoAnswer } from '@pocket/contracts/api/lending';

// As the wire carries them (Kwacha numbers): the fake API answers these; views and models read them through `inside`.
type MyLoanInfo = Wire<typeof myLoanInfoAnswer>['data'];
type MyOrder = MyLoanInfo['orders'][number];

type Plan = MyOrder['plans'][number];

const lines = { totalAmount: 1155.55, couponDiscount: 0, waivers: 0, extensionFees: 0, paidAmount: 0, creditApplied: 0, remainingAmount: 1155.55 };

/** A stage as GET /api/my/getMyLoanInfo sends it (Kwacha numbers), overridable field by field. */
export const plan = (over: Partial<Plan> = {}): Plan => ({
  planId: 1,
  loanPeriod: 1,
  repayDate: '2026-12-01',
  status: 'REPAYING',
  statusText: 'Repaying',
  principal: 1050.5,
  interest: 105.05,
  serviceFee: 0,
  penalty: 0,
  totalAmount: 1155.55,
  paidAmount: 0,
  waivedAmount: 0,
  remainingAmount: 1155.55,
  outstandingBeforeCoupon: 1155.55,
  overdueDays: 0,
  extensions: 0,
  canRepay: true,
  canExtend: false,
  extensionRefusal: null,
  lines,
  paymentInFlight: null,
  ...over,
});

export const order = (over: Partial<MyOrder> = {}): MyOrder => ({
  orderId: 1,
  productId: 1,
  productName: 'Pocket Loan',
  status: 'REPAYING',
  statusText: 'Repaying',
  loanAmount: 1050.5,
  termDays: 14,
  stages: 1,
  repayAccount: '0961234567',
  applyDate: '2026-11-17',
  loanDate: '2026-11-17',
  settledDate: null,
  totalAmount: 1155.55,
  remainingAmount: 1155.55,
  nextRepayDate: '2026-12-01',
  canRepay: true,
  canExtend: false,
  lines,
  paymentInFlight: null,
  plans: [plan()],
  ...over,
});

/** A repayment of K300 waiting for the borrower's PIN; its reference a UUID, as the payments engine makes it. */
export const pendingPayment = { reference: '3f6d2c1a-8b4e-4f7a-9c2d-5e1b0a7d9c41', kind: 'REPAY' as const, amount: 300, wallet: '096****567', createdAt: '2026-11-22T08:00:00.000Z' };

export const loanInfo = (orders: MyOrder[]): MyLoanInfo => ({ creditLimit: 5000, availableLimit: 3949.5, userCredit: 0, orders });
