import { useState } from 'react';
import { ActionSheet, Field } from 'react-vant';

import { BUTTON_COLOR } from '@pocket/contracts/constants';

import type { Option } from '../model/options';


export type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (option: Option) => void;
  error?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  loading?: boolean;
};

/** A read-only row that opens a sheet of choices; tapping one picks it. */
export function SelectField({ label, value, options, onChange, error, placeholder, disabled, loading }: SelectFieldProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <Field label={label} errorMessage={error} isLink={!disabled} onClick={() => !disabled && setOpen(true)}>
        <button
          type="button"
          className="rv-input__control"
          aria-label={label}
          aria-haspopup="dialog"
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          style={{ textAlign: 'left', color: chosen ? undefined : 'var(--rv-gray-5)' }}
        >
          {loading ? 'Loading...' : (chosen?.label ?? placeholder ?? `Choose ${label.toLowerCase()}`)}
        </button>
      </Field>
      <ActionSheet
        visible={open}
        title={label}
        cancelText="Cancel"
        // An action's callback runs in the click itself; onSelect would run a tick later.
        actions={options.map((o) => ({
          name: o.label,
          color: o.value === value ? BUTTON_COLOR : undefined,
          callback: () => {
            onChange(o);
            setOpen(false);
          },
        }))}
        onCancel={() => setOpen(false)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
