import type { InputHTMLAttributes } from 'react';
import { Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';


export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A react-vant Field row around a native input, so the input carries its label for screen readers and tests. */
export function TextField({ label, value, onChange, error: fieldError, ...input }: TextFieldProps) {
  const t = useText();
  return (
    <Field label={label} errorMessage={fieldError && t(fieldError)}>
      <div className="rv-input">
        <input
          className="rv-input__control"
          aria-label={label}
          aria-invalid={fieldError ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      </div>
    </Field>
  );
}
