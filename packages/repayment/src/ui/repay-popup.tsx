import { useState } from 'react';
import { Cell, Field } from 'react-vant';

import { fieldKwacha, formatKwacha, type Ngwee, typedKwacha } from '@pocket/contracts/money';
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
  return (
    <PaymentSheet
      visible={visible}
      title={REPAY_TITLE}
      testId="repay-popup"
      onClose={onClose}
      note={<p style={{ margin: '0 16px 8px', color: palette.textSecondary, fontSize: 13 }}>{REPAY_NOTE}</p>}
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

  const submit = () => {
    const message = repayAmountError(amount, detail);
    setError(message);
    if (message === null) onSubmit(typedKwacha(amount));
  };

  return (
    <>
      <Field
        label="Repayment amount"
        name="payAmount"
        type="number"
        prefix="K"
        value={amount}
        placeholder="Please enter your Repayment amount"
        errorMessage={error ?? undefined}
        onChange={(next) => {
          setAmount(next);
          setError(null);
        }}
      />
      <Field label="Repayment account" name="repayAccount" value={detail.repayAccount} readOnly />
      <CouponSelector coupons={detail.coupons} disabled={submitting || choosingCoupon} onChoose={onChooseCoupon} />
      <Cell title="Remaining amount" value={formatKwacha(detail.remainingAmount)} />
      {detail.paymentInFlight && <PaymentNote phase="pending" amount={detail.paymentInFlight.amount} wallet={detail.paymentInFlight.wallet} />}
      <PayButton label="Repayment" paying={submitting} disabled={choosingCoupon || Boolean(detail.paymentInFlight)} onPay={submit} />
    </>
  );
}
