// Texts the spec quotes, word for word (docs/product.md#validation-rules).
export const PHONE_EMPTY = 'Please enter your phone number';
export const PHONE_INVALID = 'Please enter the correct 10-digit phone number（0XXXXXXXXX）';
export const CODE_EMPTY = 'Please enter the verification code';
export const CONSENT_REQUIRED =
  'Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step';
export const REPAY_AMOUNT_EMPTY = 'Please enter your Repayment amount';
export const repayAmountMinimum = (amount: string) => `minimum: ${amount}`;
export const REPAY_REMAINDER_TOO_SMALL =
  'The remaining amount is less than the minimum amount and the current repayment must be paid off';
export const REPAY_ABOVE_REMAINING = 'The input amount cannot be greater than the remaining repayment amount';
