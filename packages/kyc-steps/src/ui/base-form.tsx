import { useText } from '@pocket/app-core/i18n';

import type { BaseForm } from '../model/forms';
import { EDUCATION_LEVELS, MARITAL_STATUSES } from '../model/options';
import type { Option } from '../model/options';
import type { FormViewProps } from './form-view.types';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export type BaseFormViewProps = FormViewProps<BaseForm> & {
  provinces: readonly Option[];
  districts: readonly Option[];
  regionsLoading?: boolean;
};

/** /authentication/base: marital status, education, residence (province, district, address) and e-mail. */
export function BaseFormView({ values, errors, onChange, onSubmit, submitting, provinces, districts, regionsLoading }: BaseFormViewProps) {
  const t = useText();
  return (
    <form
      noValidate
      aria-label={t('Personal information')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SelectField label={t('Marital status')} options={MARITAL_STATUSES} value={values.maritalStatus} error={errors.maritalStatus} onChange={(o) => onChange({ maritalStatus: o.value })} />
      <SelectField label={t('Education')} options={EDUCATION_LEVELS} value={values.education} error={errors.education} onChange={(o) => onChange({ education: o.value })} />
      <SelectField
        label={t('Province')}
        options={provinces}
        value={values.provinceId}
        loading={regionsLoading && provinces.length === 0}
        onChange={(o) =>
          o.value !== values.provinceId &&
          onChange({ provinceId: o.value, provinceName: o.label, districtId: '', districtName: '' })
        }
      />
      <SelectField
        label={t('District')}
        options={districts}
        value={values.districtId}
        disabled={!values.provinceId}
        placeholder={values.provinceId ? undefined : t('Choose a province first')}
        error={errors.districtId}
        onChange={(o) => onChange({ districtId: o.value, districtName: o.label })}
      />
      <TextField label={t('Residential address')} autoComplete="street-address" value={values.address} error={errors.address} onChange={(address) => onChange({ address })} />
      <TextField label={t('E-mail (optional)')} type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(email) => onChange({ email })} />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
