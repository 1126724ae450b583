import { Button, Field, Loading } from 'react-vant';

import { formatKwacha } from '@pocket/contracts/money';
import { Empty } from '@pocket/ui-kit/empty';
import { PaymentNote } from '@pocket/ui-kit/payment-note';
import { PocketPopup } from '@pocket/ui-kit/popup';

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
  return (
    <PocketPopup visible={visible} position="bottom" round closeable title={EXTENSION_TITLE} onClose={onClose}>
      <div data-testid="extension-popup" style={{ padding: '8px 0 16px' }}>
        {loadError ? (
          <Empty image="error" description={loadError}>
            {onRetry && (
              <Button round type="primary" size="small" onClick={onRetry}>
                Retry
              </Button>
            )}
          </Empty>
        ) : detail ? (
          <>
            <Field label="Current date" name="beforeRepayDate" value={detail.beforeRepayDate} readOnly />
            <Field label="Date after extension" name="extensionRepayDate" value={detail.extensionRepayDate} readOnly />
            <Field label="Extension fee" name="extensionFee" value={formatKwacha(detail.extensionFee)} readOnly />
            <Field label="Repayment account" name="repayAccount" value={detail.repayAccount} readOnly />
            {detail.paymentInFlight && <PaymentNote phase="pending" amount={detail.paymentInFlight.amount} wallet={detail.paymentInFlight.wallet} />}
            <div style={{ padding: '16px 16px 0' }}>
              <Button
                block
                round
                type="primary"
                loading={submitting}
                loadingText="Repayment"
                disabled={submitting || Boolean(detail.paymentInFlight)}
                onClick={onSubmit}
              >
                Repayment
              </Button>
            </div>
          </>
        ) : (
          <div data-testid="popup-loading" style={{ padding: 32, textAlign: 'center' }}>
            <Loading />
          </div>
        )}
      </div>
    </PocketPopup>
  );
}
