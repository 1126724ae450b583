import { useEffect, useState } from 'react';
import { Button, Field } from 'react-vant';

import { useKitText } from '@pocket/app-core/kit-text';
import { CODE_LENGTH, RESEND_COUNTDOWN_S } from '@pocket/contracts/constants';

import { useCountdown } from './use-countdown';

export type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Sends the code; the countdown starts only when it resolves true (false or a rejection leave 'Obtain' usable). */
  onObtain: () => Promise<boolean> | boolean;
  /** Any change of this value resets the countdown (the login panel passes its open count). */
  resetKey?: unknown;
  label?: string;
  name?: string;
  /** The field's placeholder and button in the borrower's language (English by default). */
  placeholder?: string;
  obtainText?: string;
};

/** The verification-code field: 4 characters, an 'Obtain' button that becomes a 60 s countdown once a code is sent. */
export function CodeField({ value, onChange, onObtain, resetKey, label, name = 'captcha', placeholder, obtainText }: CodeFieldProps) {
  const t = useKitText();
  const { remaining, counting, start, reset } = useCountdown(RESEND_COUNTDOWN_S);
  const [sending, setSending] = useState(false);

  useEffect(() => reset(), [resetKey, reset]);

  const obtain = async () => {
    if (counting || sending) return;
    setSending(true);
    try {
      if (await onObtain()) start();
    } catch {
      // A failed send was already reported (the API client toasts its msg); the button simply stays usable.
    } finally {
      setSending(false);
    }
  };

  return (
    <Field
      name={name}
      label={label}
      type="digit"
      value={value}
      maxLength={CODE_LENGTH}
      placeholder={placeholder ?? t('Verification code')}
      onChange={(next) => onChange(next.slice(0, CODE_LENGTH))}
      button={
        <Button size="small" type="primary" disabled={counting || sending} onClick={() => void obtain()}>
          {counting ? `${remaining}s` : (obtainText ?? t('Obtain'))}
        </Button>
      }
    />
  );
}
