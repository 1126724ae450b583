import { Cell } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';

import type { BillLinesView } from '../model/bill-lines';

const minus = (ngwee: number) => `- ${formatKwacha(ngwee)}`;
const plus = (ngwee: number) => `+ ${formatKwacha(ngwee)}`;

/**
 * The lines that explain a bill, top to bottom: total − coupon discount − waived + extension fees − paid = remaining.
 * Discounts, waivers and fees show only when there are any.
 */
export function BillLineCells({ lines }: { lines: BillLinesView }) {
  const t = useText();
  return (
    <>
      <Cell title={t('Total to repay')} value={formatKwacha(lines.total)} />
      {lines.couponDiscount > 0 && <Cell title={t('Coupon discount')} value={minus(lines.couponDiscount)} />}
      {lines.waivers > 0 && <Cell title={t('Waived')} value={minus(lines.waivers)} />}
      {lines.extensionFees > 0 && <Cell title={t('Extension fees')} value={plus(lines.extensionFees)} />}
      <Cell
        title={t('Paid')}
        label={lines.creditApplied > 0 ? t('of which {amount} from your credit', { amount: formatKwacha(lines.creditApplied) }) : undefined}
        value={minus(lines.paid)}
      />
      <Cell title={t('Remaining amount')} value={<strong>{formatKwacha(lines.remaining)}</strong>} />
    </>
  );
}
