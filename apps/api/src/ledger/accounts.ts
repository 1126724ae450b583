/**
 * The chart of accounts. Lines are signed: debit positive, credit negative, so every entry sums to zero and an
 * asset's balance is positive, a liability's or income's negative.
 */
export const ACCOUNTS = {
  /** Money held at the mobile-money operators (collections in, disbursements out). */
  cash: 'asset:cash',
  principal: 'asset:loan_principal',
  interest: 'asset:interest_receivable',
  fee: 'asset:fee_receivable',
  penalty: 'asset:penalty_receivable',
  interestIncome: 'income:interest',
  feeIncome: 'income:service_fee',
  penaltyIncome: 'income:penalty',
  extensionIncome: 'income:extension_fee',
  /** VIP cards sold (its own account: membership revenue is not lending income). */
  vipIncome: 'income:vip_membership',
  couponExpense: 'expense:coupon_waiver',
  /** Penalties and fees waived by the desk (an approved `adjustment.waive`). */
  waiverExpense: 'expense:penalty_fee_waiver',
  /** What a written-off loan still owed when it was written off (an approved `adjustment.write-off`). */
  writeOffExpense: 'expense:write_off',
  /** Money received on a written-off loan after the write-off. */
  recoveryIncome: 'income:recovery',
  /** A refund on its way to the borrower's wallet: taken from their credit, not yet confirmed by the operator. */
  refundInFlight: 'liability:refund_in_flight',
  /** Money a user paid beyond what was owed: owed back to them, used first on the next bill. */
  userCredit: 'liability:user_credit',
  /** The price of a phone bought on stages, owed to its partner shop (deposit plus financed part). */
  shopPayable: 'liability:shop_payable',
  /** The month-end provision for loan losses (books/provisioning.ts): charged as the allowance grows, credited as it is released. */
  provisionExpense: 'expense:loan_loss_provision',
  /** The allowance for loan losses: a contra-asset (credit balance) against the loans receivable. */
  loanLossAllowance: 'asset:loan_loss_allowance',
  /** Fees, interest and penalties of non-performing loans taken out of income: a contra-asset against the receivables. */
  incomeInSuspense: 'asset:income_in_suspense',
  /** Service fees charged but not yet earned (decision 0062): earned day by day over the loan's term. */
  unearnedFee: 'liability:unearned_fee',
  /** Interest charged but not yet earned (decision 0071): earned day by day over the loan's term, beside the fee. */
  unearnedInterest: 'liability:unearned_interest',
} as const;

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** Receivable account of each bill component. */
export const RECEIVABLE = {
  penalty: ACCOUNTS.penalty,
  fee: ACCOUNTS.fee,
  interest: ACCOUNTS.interest,
  principal: ACCOUNTS.principal,
} as const;

/**
 * The parts of a bill the ledger keeps apart, in the order their lines are written. The ledger names them itself
 * (it depends on no module); a bill's components in lending have the same shape.
 */
export const RECEIVABLE_PARTS = ['penalty', 'fee', 'interest', 'principal'] as const;
/** A bill's money by receivable part, in ngwee. */
export type ReceivableParts = Record<(typeof RECEIVABLE_PARTS)[number], number>;

export interface Line {
  account: Account;
  /** Whose money: 'plan:<id>' for receivables, 'user:<id>' for credit, '-' for house accounts. */
  subject: string;
  amount: number;
}

export interface Entry {
  /** Unique business reference: posting the same reference twice is a no-op (idempotent events). */
  ref: string;
  kind: string;
  lines: Line[];
}
