import type { InputHTMLAttributes } from 'react';
import { Field } from 'react-vant';


export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A react-vant Field row around a native input, so the input carries its label for screen readers and tests. */
export function TextField({ label, value, onChange, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} errorMessage={error}>
      <div className="rv-input">
        <input
          className="rv-input__control"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      </div>
    </Field>
  );
}
