import { useState } from 'react';
import { Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { PaymentAccountField, usePaymentAccount } from '@pocket/ui-kit/payment-account';
import { PayButton, PaymentSheet } from '@pocket/ui-kit/payment-sheet';

export type VipPaymentPopupProps = {
  visible: boolean;
  /** The member product name and its price in ngwee (shown read-only), and the borrower's phone to start with. */
  name: string;
  payAmount: number;
  mobile: string;
  submitting?: boolean;
  /** Called only with a mobile the shared phone rule accepts. */
  onPay: (mobile: string) => void;
  /** Each edit of the phone, as typed (the overlay keeps it in vipPaymentParams). */
  onMobileChange?: (mobile: string) => void;
  /** After 'Do you really want to leave?' was answered Yes. */
  onLeave: () => void;
};

/** The VIP payment popup of docs/product.md#global-overlays: bottom sheet, read-only product and amount, editable account, 'Pay'. */
export function VipPaymentPopup({ visible, name, payAmount, mobile, submitting, onPay, onMobileChange, onLeave }: VipPaymentPopupProps) {
  const t = useText();
  const [account, setAccount] = useState(mobile);
  const accountField = usePaymentAccount(account, (next) => {
    setAccount(next);
    onMobileChange?.(next);
  });
  const pay = () => {
    if (accountField.check()) onPay(account);
  };

  return (
    <PaymentSheet visible={visible} title={t('Pay the bill')} testId="vip-payment-popup" onLeave={onLeave}>
      <Field label={t('Member product')} name="name" value={name} readOnly />
      <Field label={t('Payment amount')} name="payAmount" value={formatKwacha(payAmount)} readOnly />
      <PaymentAccountField {...accountField.field} />
      <PayButton label={t('Pay')} paying={submitting} onPay={pay} />
    </PaymentSheet>
  );
}
