// The popup and the server share one rule (spec section 5), kept in contracts so both say the same words.
export { repayAmountError } from '@pocket/contracts/repay-amount';
