// What other rooms' tests use of repayment: its services, built by hand (a signed read's statement count).
export { BillCoupons } from './bill-coupons';
export { RepayService } from './repay.service';
