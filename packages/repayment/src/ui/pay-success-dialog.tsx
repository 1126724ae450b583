
import { PIN_POPUP_WITHIN_S } from '@pocket/contracts/constants';
import { PocketDialog } from '@pocket/ui-kit/dialog';

export const PAY_SUCCESS_TITLE = 'Submit Success';
export const PIN_NOTE_PROMPT = `(1) The PIN code pop-up will appear within ${PIN_POPUP_WITHIN_S} seconds, enter the PIN to complete payment.`;
export const PIN_NOTE_WAIT =
  '(2) If the PIN was already entered, wait about one minute to avoid repeated payment.';

export type PaySuccessDialogProps = { visible: boolean; onOk: () => void };

/** Shown after a repayment or an extension fee was submitted: the wallet's PIN prompt is what completes it. */
export function PaySuccessDialog({ visible, onOk }: PaySuccessDialogProps) {
  return (
    <PocketDialog
      visible={visible}
      title={PAY_SUCCESS_TITLE}
      confirmButtonText="OK"
      onConfirm={onOk}
      message={
        <div style={{ textAlign: 'left', lineHeight: 1.5 }}>
          <p>{PIN_NOTE_PROMPT}</p>
          <p>{PIN_NOTE_WAIT}</p>
        </div>
      }
    />
  );
}
