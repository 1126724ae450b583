import { useState } from 'react';

import { useKitText } from '@pocket/app-core/kit-text';
import { phoneError } from '@pocket/contracts/validators';

import { palette } from '../palette/palette';
import { PhoneField } from '../phone-field/phone-field';

export const PAYMENT_ACCOUNT_LABEL = 'Payment account';

export type PaymentAccountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The phone rule's message from the last Pay, or null. */
  error: string | null;
};

/**
 * The editable payment account of the pay popups (VIP payment, stage repay; docs/product.md#global-overlays): the wallet's phone, with
 * the shared phone rule's message under it.
 */
export function PaymentAccountField({ value, onChange, error }: PaymentAccountFieldProps) {
  const t = useKitText();
  return (
    <>
      <PhoneField label={t(PAYMENT_ACCOUNT_LABEL)} value={value} onChange={onChange} />
      {error && (
        <p role="alert" style={{ margin: '4px 16px 8px', color: palette.danger, fontSize: 13 }}>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The payment account's field props and its check: `check()` when Pay is tapped is true when the account may be paid
 * from (else the phone rule's message shows under the field); an edit clears the message.
 */
export function usePaymentAccount(value: string, onChange: (value: string) => void) {
  const [error, setError] = useState<string | null>(null);
  const field: PaymentAccountFieldProps = {
    value,
    error,
    onChange: (next) => {
      onChange(next);
      setError(null);
    },
  };
  const check = () => {
    const problem = phoneError(value);
    setError(problem);
    return problem === null;
  };
  return { field, check };
}
