import { useId, useState } from 'react';
import { Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { PocketActionSheet } from '@pocket/ui-kit/dialog';
import { palette } from '@pocket/ui-kit/palette';

import type { Option } from '../model/options';

/** The row's arrow, as react-vant's `isLink` draws it, without making the whole row a button. */
const CHEVRON = (
  <svg aria-hidden width="16" height="16" viewBox="0 0 16 16" style={{ color: palette.textSecondary }}>
    <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

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

/**
 * A row whose button opens a sheet of choices; tapping one picks it. The button is the row's only control (the row
 * itself is not clickable: a clickable row around a button is nested-interactive), and its name is the label then
 * what it shows ('Gender Choose gender', 'Gender Female'), so the visible text is part of the name (WCAG 2.5.3).
 */
export function SelectField({ label, value, options, onChange, error: fieldError, placeholder, disabled, loading }: SelectFieldProps) {
  const t = useText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <Field label={<span id={`${id}-label`}>{label}</span>} errorMessage={fieldError && t(fieldError)} rightIcon={disabled ? undefined : CHEVRON}>
        <button
          type="button"
          id={`${id}-value`}
          className="rv-input__control"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-haspopup="dialog"
          aria-invalid={fieldError ? true : undefined}
          disabled={disabled}
          onClick={() => setOpen(true)}
          style={{ textAlign: 'left', minHeight: 44, color: chosen ? undefined : palette.textSecondary }}
        >
          {loading ? t('Loading...') : chosen ? t(chosen.label) : (placeholder ?? t('Choose {what}', { what: label.toLowerCase() }))}
        </button>
      </Field>
      <PocketActionSheet
        visible={open}
        title={label}
        cancelText={t('Cancel')}
        // An action's callback runs in the click itself; onSelect would run a tick later.
        actions={options.map((o) => ({
          name: t(o.label),
          color: o.value === value ? palette.blueText : undefined,
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
