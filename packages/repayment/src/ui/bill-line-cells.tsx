import { Cell } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';

import type { BillLinesView } from '../model/bill-lines';

export const BILL_LINE_TEXT = {
  total: 'Total to repay',
  couponDiscount: 'Coupon discount',
  waivers: 'Waived',
  extensionFees: 'Extension fees',
  paid: 'Paid',
  fromCredit: (amount: string) => `of which ${amount} from your credit`,
  remaining: 'Remaining amount',
} as const;

const minus = (ngwee: number) => `- ${formatKwacha(ngwee)}`;
const plus = (ngwee: number) => `+ ${formatKwacha(ngwee)}`;

/**
 * The lines that explain a bill, top to bottom: total − coupon discount − waived + extension fees − paid = remaining.
 * Discounts, waivers and fees show only when there are any.
 */
export function BillLineCells({ lines }: { lines: BillLinesView }) {
  return (
    <>
      <Cell title={BILL_LINE_TEXT.total} value={formatKwacha(lines.total)} />
      {lines.couponDiscount > 0 && <Cell title={BILL_LINE_TEXT.couponDiscount} value={minus(lines.couponDiscount)} />}
      {lines.waivers > 0 && <Cell title={BILL_LINE_TEXT.waivers} value={minus(lines.waivers)} />}
      {lines.extensionFees > 0 && <Cell title={BILL_LINE_TEXT.extensionFees} value={plus(lines.extensionFees)} />}
      <Cell
        title={BILL_LINE_TEXT.paid}
        label={lines.creditApplied > 0 ? BILL_LINE_TEXT.fromCredit(formatKwacha(lines.creditApplied)) : undefined}
        value={minus(lines.paid)}
      />
      <Cell title={BILL_LINE_TEXT.remaining} value={<strong>{formatKwacha(lines.remaining)}</strong>} />
    </>
  );
}
