import type { BillFigures, BillLines } from '@pocket/contracts/api/lending';

/** How a bill adds up, in integer ngwee: total − couponDiscount − waivers + extensionFees − paid = remaining. */
export type BillLinesView = BillFigures;

export function billLinesOf(lines: BillLines): BillLinesView {
  return {
    total: lines.totalAmount,
    couponDiscount: lines.couponDiscount,
    waivers: lines.waivers,
    extensionFees: lines.extensionFees,
    paid: lines.paidAmount,
    creditApplied: lines.creditApplied,
    remaining: lines.remainingAmount,
  };
}
