import type { BillFigures, BillLines } from '@pocket/contracts/api/lending';
import { toNgwee } from '@pocket/contracts/money';

/** How a bill adds up, in integer ngwee: total − couponDiscount − waivers + extensionFees − paid = remaining. */
export type BillLinesView = BillFigures;

export function billLinesOf(lines: BillLines): BillLinesView {
  return {
    total: toNgwee(lines.totalAmount),
    couponDiscount: toNgwee(lines.couponDiscount),
    waivers: toNgwee(lines.waivers),
    extensionFees: toNgwee(lines.extensionFees),
    paid: toNgwee(lines.paidAmount),
    creditApplied: toNgwee(lines.creditApplied),
    remaining: toNgwee(lines.remainingAmount),
  };
}
