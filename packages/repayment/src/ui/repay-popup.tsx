import { useState } from 'react';
import { Cell, Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { fieldKwacha, formatKwacha, type Ngwee, typedKwacha } from '@pocket/contracts/money';
import { messages } from '@pocket/contracts/validators';
import { palette } from '@pocket/ui-kit/palette';
import { PaymentNote } from '@pocket/ui-kit/payment-note';
import { PayButton, PaymentSheet } from '@pocket/ui-kit/payment-sheet';

import { repayAmountError } from '../model/repay-amount';
import { CouponSelector } from './coupon-selector';
import type { CouponChoice } from './coupon-selector';

export const REPAY_TITLE = 'Pay the bill';
export const REPAY_NOTE = 'Every repayment is made to obtain a higher loan limit again.';

/** What the popup shows of the repay detail, money in integer ngwee. */
export type RepayView = {
  repayAccount: string;
  minRepayAmount: number;
  remainingAmount: number;
  coupons: CouponChoice[];
  /** A payment of this bill waiting for the PIN (amount in ngwee, wallet masked): 'Repayment' waits for it. */
  paymentInFlight?: { amount: number; wallet: string } | null;
};

export type RepayPopupProps = {
  visible: boolean;
  onClose: () => void;
  /** null while the repay detail loads */
  detail: RepayView | null;
  loadError?: string | null;
  onRetry?: () => void;
  submitting?: boolean;
  choosingCoupon?: boolean;
  onChooseCoupon: (userCouponId: string) => void;
  /** Called only with an amount the spec's rules accept, in ngwee. */
  onSubmit: (payAmount: Ngwee) => void;
};

/** The repayment popup of docs/product.md#global-overlays: note, amount, read-only account, coupon selector, 'Repayment'. */
export function RepayPopup(props: RepayPopupProps) {
  const { visible, onClose, detail, loadError, onRetry } = props;
  const t = useText();
  return (
    <PaymentSheet
      visible={visible}
      title={t(REPAY_TITLE)}
      testId="repay-popup"
      onClose={onClose}
      note={<p style={{ margin: '0 16px 8px', color: palette.textSecondary, fontSize: 13 }}>{t(REPAY_NOTE)}</p>}
      loading={!detail}
      loadError={loadError}
      onRetry={onRetry}
    >
      {detail && <RepayForm key={`${detail.remainingAmount}`} {...props} detail={detail} />}
    </PaymentSheet>
  );
}

function RepayForm({ detail, submitting, choosingCoupon, onChooseCoupon, onSubmit }: RepayPopupProps & { detail: RepayView }) {
  const [amount, setAmount] = useState(String(fieldKwacha(detail.remainingAmount)));
  const [error, setError] = useState<string | null>(null);
  const t = useText();
  const minimum = formatKwacha(detail.minRepayAmount);
  // The rule gives its words in English (the server's too): the minimum names its amount, the others are said as they are.
  const sayAmountError = (amountError: string) =>
    amountError === messages.repayAmountMinimum(minimum) ? t('minimum: {amount}', { amount: minimum }) : t(amountError);

  const submit = () => {
    const message = repayAmountError(amount, detail);
    setError(message);
    if (message === null) onSubmit(typedKwacha(amount));
  };

  return (
    <>
      <Field
        label={t('Repayment amount')}
        name="payAmount"
        type="number"
        prefix="K"
        value={amount}
        placeholder={t('Please enter your Repayment amount')}
        errorMessage={error === null ? undefined : sayAmountError(error)}
        onChange={(next) => {
          setAmount(next);
          setError(null);
        }}
      />
      <Field label={t('Repayment account')} name="repayAccount" value={detail.repayAccount} readOnly />
      <CouponSelector coupons={detail.coupons} disabled={submitting || choosingCoupon} onChoose={onChooseCoupon} />
      <Cell title={t('Remaining amount')} value={formatKwacha(detail.remainingAmount)} />
      {detail.paymentInFlight && <PaymentNote phase="pending" amount={detail.paymentInFlight.amount} wallet={detail.paymentInFlight.wallet} />}
      <PayButton label={t('Repayment')} paying={submitting} disabled={choosingCoupon || Boolean(detail.paymentInFlight)} onPay={submit} />
    </>
  );
}
