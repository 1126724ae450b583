
import { useText } from '@pocket/app-core/i18n';
import { PIN_POPUP_WITHIN_S } from '@pocket/contracts/constants';
import { PocketDialog } from '@pocket/ui-kit/dialog';

export const PAY_SUCCESS_TITLE = 'Submit Success';
/** Said with `seconds`: PIN_POPUP_WITHIN_S (the English words as before: 'within 10 seconds'). */
export const PIN_NOTE_PROMPT = '(1) The PIN code pop-up will appear within {seconds} seconds, enter the PIN to complete payment.';
export const PIN_NOTE_WAIT =
  '(2) If the PIN was already entered, wait about one minute to avoid repeated payment.';

export type PaySuccessDialogProps = { visible: boolean; onOk: () => void };

/** Shown after a repayment or an extension fee was submitted: the wallet's PIN prompt is what completes it. */
export function PaySuccessDialog({ visible, onOk }: PaySuccessDialogProps) {
  const t = useText();
  return (
    <PocketDialog
      visible={visible}
      title={t(PAY_SUCCESS_TITLE)}
      confirmButtonText={t('OK')}
      onConfirm={onOk}
      message={
        <div style={{ textAlign: 'left', lineHeight: 1.5 }}>
          <p>{t(PIN_NOTE_PROMPT, { seconds: PIN_POPUP_WITHIN_S })}</p>
          <p>{t(PIN_NOTE_WAIT)}</p>
        </div>
      }
    />
  );
}
