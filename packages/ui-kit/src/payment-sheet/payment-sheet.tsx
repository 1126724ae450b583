import type { ReactNode } from 'react';
import { Button } from 'react-vant';

import { useKitText } from '@pocket/app-core/kit-text';

import { BottomSheet } from '../bottom-sheet/bottom-sheet';
import { PageState } from '../page-state/page-state';
import { PocketPopup } from '../popup/pocket-popup';

type Closing =
  | { /** The close icon closes the sheet at once. */ onClose: () => void; onLeave?: never }
  | { /** Called once 'Do you really want to leave?' is answered Yes. */ onLeave: () => void; onClose?: never };

export type PaymentSheetProps = Closing & {
  visible: boolean;
  /** The sheet's visible title, which names its dialog. */
  title: string;
  /** Test id of the sheet's content. */
  testId: string;
  /** Shown above the form whatever its state. */
  note?: ReactNode;
  /** The detail to pay is on its way: a spinner instead of the form (a load error shows instead of both). */
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  children: ReactNode;
};

/**
 * The one sheet every payment popup is (a bill, an extension fee, a VIP card, a stage bill): a rounded named dialog
 * from the bottom whose form shows once its detail has loaded, with the load error and its retry otherwise
 * (../page-state). With `onLeave` closing asks 'Do you really want to leave?' first (../bottom-sheet).
 */
export function PaymentSheet({ visible, title, testId, note, loading = false, loadError = null, onRetry, children, onClose, onLeave }: PaymentSheetProps) {
  const t = useKitText();
  const content = (
    <div data-testid={testId} style={{ padding: '8px 0 16px' }}>
      {note}
      <PageState loading={loading && !loadError} error={loadError} onRetry={onRetry} inSheet>
        {children}
      </PageState>
    </div>
  );
  if (onLeave) {
    return (
      <BottomSheet visible={visible} title={title} onLeave={onLeave}>
        {content}
      </BottomSheet>
    );
  }
  return (
    <PocketPopup visible={visible} position="bottom" round closeable closeName={t('Close')} title={title} onClose={onClose}>
      {content}
    </PocketPopup>
  );
}

export type PayButtonProps = {
  label: string;
  /** A payment sent and not answered yet: the button spins and ignores taps. */
  paying?: boolean | undefined;
  disabled?: boolean | undefined;
  onPay: () => void;
};

/** The sheet's pay button, below its form. */
export function PayButton({ label, paying = false, disabled = false, onPay }: PayButtonProps) {
  return (
    <div style={{ padding: '16px 16px 0' }}>
      <Button block round type="primary" loading={paying} loadingText={label} disabled={paying || disabled} onClick={onPay}>
        {label}
      </Button>
    </div>
  );
}
