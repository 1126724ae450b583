import { useState } from 'react';
import { Button } from 'react-vant';

import { useKitText } from '@pocket/app-core/kit-text';
import { CODE_LENGTH } from '@pocket/contracts/constants';

import { CodeField } from '../code-field/code-field';
import { palette } from '../palette/palette';
import { PocketPopup } from '../popup/pocket-popup';

export const CONFIRM_ACCOUNT_TITLE = 'Confirm the payment account';
/** The popup's note in English (the catalogues' key; `{masked}` is the account's masked number). */
export const CONFIRM_ACCOUNT_NOTE = '{masked} is not your phone number. Tap Obtain to send a code by SMS to {masked}, then enter it here to pay from that wallet.';
export const confirmAccountText = (masked: string) => CONFIRM_ACCOUNT_NOTE.replaceAll('{masked}', masked);

export type ConfirmAccountPopupProps = {
  visible: boolean;
  /** The account's number, masked (097****567). */
  masked: string;
  /** Sends the code; true when it was sent (the countdown starts). */
  onObtain: () => Promise<boolean>;
  /** Confirms with the code; true when accepted (the payment is then tried again). */
  onConfirm: (code: string) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * The step a pay popup opens when its payment account is someone else's number (issue 34): a code sent to that
 * number proves its owner agrees before any PIN prompt reaches it.
 */
export function ConfirmAccountPopup({ visible, masked, onObtain, onConfirm, onCancel }: ConfirmAccountPopupProps) {
  const t = useKitText();
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    if (code.length !== CODE_LENGTH || confirming) return;
    setConfirming(true);
    try {
      if (await onConfirm(code)) setCode('');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <PocketPopup visible={visible} position="bottom" round closeable closeName={t('Close')} title={t(CONFIRM_ACCOUNT_TITLE)} onClose={onCancel}>
      <div data-testid="confirm-account-popup" style={{ padding: '8px 0 16px' }}>
        <p style={{ margin: '0 16px 8px', fontSize: 14, lineHeight: 1.5, color: palette.text }}>{t(CONFIRM_ACCOUNT_NOTE, { masked })}</p>
        <CodeField label={t('Code')} name="code" value={code} onChange={setCode} onObtain={onObtain} resetKey={masked} />
        <div style={{ padding: '16px 16px 0' }}>
          <Button block round type="primary" loading={confirming} loadingText={t('Confirm')} disabled={code.length !== CODE_LENGTH || confirming} onClick={() => void confirm()}>
            {t('Confirm')}
          </Button>
        </div>
      </div>
    </PocketPopup>
  );
}
