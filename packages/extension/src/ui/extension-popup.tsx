import { Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';
import { PaymentNote } from '@pocket/ui-kit/payment-note';
import { PayButton, PaymentSheet } from '@pocket/ui-kit/payment-sheet';

export const EXTENSION_TITLE = 'Pay the Deferral charge';

/** The extension detail as the popup shows it; the fee in integer ngwee, dates as YYYY-MM-DD. */
export type ExtensionView = {
  beforeRepayDate: string;
  extensionRepayDate: string;
  extensionFee: number;
  repayAccount: string;
  /** A payment of this bill waiting for the PIN (amount in ngwee, wallet masked): 'Repayment' waits for it. */
  paymentInFlight?: { amount: number; wallet: string } | null;
};

export type ExtensionPopupProps = {
  visible: boolean;
  onClose: () => void;
  /** null while the extension detail loads */
  detail: ExtensionView | null;
  loadError?: string | null;
  onRetry?: () => void;
  submitting?: boolean;
  onSubmit: () => void;
};

/** The extension popup of docs/product.md#global-overlays: current date, date after extension, read-only fee and account. */
export function ExtensionPopup({ visible, onClose, detail, loadError, onRetry, submitting, onSubmit }: ExtensionPopupProps) {
  const t = useText();
  return (
    <PaymentSheet visible={visible} title={t(EXTENSION_TITLE)} testId="extension-popup" onClose={onClose} loading={!detail} loadError={loadError} onRetry={onRetry}>
      {detail && (
        <>
          <Field label={t('Current date')} name="beforeRepayDate" value={detail.beforeRepayDate} readOnly />
          <Field label={t('Date after extension')} name="extensionRepayDate" value={detail.extensionRepayDate} readOnly />
          <Field label={t('Extension fee')} name="extensionFee" value={formatKwacha(detail.extensionFee)} readOnly />
          <Field label={t('Repayment account')} name="repayAccount" value={detail.repayAccount} readOnly />
          {detail.paymentInFlight && <PaymentNote phase="pending" amount={detail.paymentInFlight.amount} wallet={detail.paymentInFlight.wallet} />}
          <PayButton label={t('Repayment')} paying={submitting} disabled={Boolean(detail.paymentInFlight)} onPay={onSubmit} />
        </>
      )}
    </PaymentSheet>
  );
}
