import { useText } from '@pocket/app-core/i18n';
import { PHONE_LENGTH } from '@pocket/contracts/constants';
import { palette } from '@pocket/ui-kit/palette';

import type { LinkmanForm } from '../model/forms';
import { RELATIONSHIPS } from '../model/options';
import type { FormViewProps } from './form-view.types';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** /authentication/linkman: two emergency contacts. */
export function LinkmanFormView({ values, errors, onChange, onSubmit, submitting }: FormViewProps<LinkmanForm>) {
  const t = useText();
  return (
    <form
      noValidate
      aria-label={t('Emergency Contact')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {([1, 2] as const).map((n) => (
        <fieldset key={n} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ padding: '16px 16px 4px', fontSize: 14, color: palette.textSecondary }}>{t('Contact {n}', { n })}</legend>
          <TextField label={t('Contact {n} name', { n })} value={values[`name${n}`]} error={errors[`name${n}`]} onChange={(v) => onChange({ [`name${n}`]: v })} />
          <SelectField
            label={t('Contact {n} relationship', { n })}
            options={RELATIONSHIPS}
            value={values[`relationship${n}`]}
            error={errors[`relationship${n}`]}
            onChange={(o) => onChange({ [`relationship${n}`]: o.value })}
          />
          <TextField
            label={t('Contact {n} phone', { n })}
            type="tel"
            inputMode="numeric"
            placeholder="0XXXXXXXXX"
            value={values[`mobile${n}`]}
            error={errors[`mobile${n}`]}
            onChange={(v) => onChange({ [`mobile${n}`]: v.replace(/\D/g, '').slice(0, PHONE_LENGTH) })}
          />
        </fieldset>
      ))}
      <SubmitButton submitting={submitting} />
    </form>
  );
}
