import { Field } from 'react-vant';

import { PHONE_LENGTH, PHONE_PREFIX } from '@pocket/contracts/constants';

export type PhoneFieldProps = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  name?: string;
};

/** The phone field: fixed '+26' before the 10 typed digits, a live 'n / 10' counter, placeholder 0XXXXXXXXX. */
export function PhoneField({ value, onChange, label, name = 'mobile' }: PhoneFieldProps) {
  return (
    <Field
      name={name}
      label={label}
      type="tel"
      value={value}
      maxLength={PHONE_LENGTH}
      placeholder="0XXXXXXXXX"
      prefix={<span data-testid="phone-prefix">{PHONE_PREFIX}</span>}
      suffix={
        <span data-testid="phone-counter" className="pocket-phone-counter">
          {`${value.length} / ${PHONE_LENGTH}`}
        </span>
      }
      onChange={(next) => onChange(next.slice(0, PHONE_LENGTH))}
    />
  );
}
