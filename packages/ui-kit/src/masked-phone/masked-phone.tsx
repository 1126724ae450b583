import { maskPhone } from '@pocket/contracts/validators';

/** A phone with asterisks in place of characters 4 to 7 (docs/product.md#validation-rules): 0971234567 -> 097****567. */
export function MaskedPhone({ mobile, className }: { mobile: string; className?: string }) {
  return <span className={className}>{maskPhone(mobile)}</span>;
}
