import { Cell, CellGroup } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { PaymentAccountField, usePaymentAccount } from '@pocket/ui-kit/payment-account';
import { PayButton, PaymentSheet } from '@pocket/ui-kit/payment-sheet';

export type StageRepayPopupProps = {
  visible: boolean;
  /** The stage bill's amount, in ngwee. */
  amount: number;
  /** The payment account, editable (max 10 characters, the shared phone rule). */
  mobile: string;
  onMobileChange: (mobile: string) => void;
  submitting?: boolean;
  onClose: () => void;
  /** Called only with a valid payment account. */
  onSubmit: (mobile: string) => void;
};

/** The stage repay popup of docs/product.md#global-overlays: title 'Pay the bill', the amount shown, an editable payment account, 'Pay'. */
export function StageRepayPopup({ visible, amount, mobile, onMobileChange, submitting = false, onClose, onSubmit }: StageRepayPopupProps) {
  const t = useText();
  const account = usePaymentAccount(mobile, onMobileChange);
  const submit = () => {
    if (account.check()) onSubmit(mobile);
  };
  return (
    <PaymentSheet visible={visible} title={t('Pay the bill')} testId="stage-repay-popup" onClose={onClose}>
      <CellGroup inset>
        <Cell title={t('Amount')} value={<strong data-testid="stage-repay-amount">{formatKwacha(amount)}</strong>} />
        <PaymentAccountField {...account.field} />
      </CellGroup>
      <PayButton label={t('Pay')} paying={submitting} onPay={submit} />
    </PaymentSheet>
  );
}
