import { useText } from '@pocket/app-core/i18n';

import type { WorkForm } from '../model/forms';
import { EMPLOYMENT_TYPES, INCOME_BANDS, WITHOUT_EMPLOYER } from '../model/options';
import type { FormViewProps } from './form-view.types';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** /authentication/work: employment type, employer, monthly income band, pay day. */
export function WorkFormView({ values, errors, onChange, onSubmit, submitting }: FormViewProps<WorkForm>) {
  const t = useText();
  const hasEmployer = values.employmentType !== '' && !WITHOUT_EMPLOYER.includes(values.employmentType);
  return (
    <form
      noValidate
      aria-label={t('Work Information')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SelectField label={t('Employment')} options={EMPLOYMENT_TYPES} value={values.employmentType} error={errors.employmentType} onChange={(o) => onChange({ employmentType: o.value })} />
      {hasEmployer ? (
        <TextField label={t('Employer or business name')} autoComplete="organization" value={values.employerName} error={errors.employerName} onChange={(employerName) => onChange({ employerName })} />
      ) : null}
      <SelectField label={t('Monthly income')} options={INCOME_BANDS} value={values.monthlyIncome} error={errors.monthlyIncome} onChange={(o) => onChange({ monthlyIncome: o.value })} />
      <TextField
        label={t('Pay day (day of month)')}
        inputMode="numeric"
        placeholder={t('1 to 31')}
        maxLength={2}
        value={values.payDay}
        error={errors.payDay}
        onChange={(payDay) => onChange({ payDay: payDay.replace(/\D/g, '') })}
      />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
