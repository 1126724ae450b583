// The popup and the server share one rule (docs/product.md#validation-rules), kept in contracts so both say the same words.
export { repayAmountError } from '@pocket/contracts/repay-amount';
