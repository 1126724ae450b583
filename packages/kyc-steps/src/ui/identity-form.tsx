import { useText } from '@pocket/app-core/i18n';

import type { IdentityForm } from '../model/forms';
import { GENDERS } from '../model/options';
import type { FormViewProps } from './form-view.types';
import { PhotoPicker } from './photo-picker';
import type { PhotoPickerProps } from './photo-picker';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export type PhotoSlot = Pick<PhotoPickerProps, 'state' | 'canRetry' | 'onChoose' | 'onRetry'>;

export type IdentityFormViewProps = FormViewProps<IdentityForm> & { front: PhotoSlot; back: PhotoSlot; maxBirthDate: string };

/** /authentication/identity: NRC number, names, date of birth, gender and both sides of the NRC. */
export function IdentityFormView({ values, errors, onChange, onSubmit, submitting, front, back, maxBirthDate }: IdentityFormViewProps) {
  const t = useText();
  return (
    <form
      noValidate
      aria-label={t('Identity Information')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={t('NRC number')}
        placeholder="NNNNNN/NN/N"
        inputMode="numeric"
        maxLength={11}
        value={values.nrcNumber}
        error={errors.nrcNumber}
        onChange={(nrcNumber) => onChange({ nrcNumber: formatNrc(nrcNumber) })}
      />
      <TextField label={t('First name')} autoComplete="given-name" value={values.firstName} error={errors.firstName} onChange={(firstName) => onChange({ firstName })} />
      <TextField label={t('Last name')} autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={(lastName) => onChange({ lastName })} />
      <TextField
        label={t('Date of birth')}
        type="date"
        max={maxBirthDate}
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        onChange={(dateOfBirth) => onChange({ dateOfBirth })}
      />
      <SelectField label={t('Gender')} options={GENDERS} value={values.gender} error={errors.gender} onChange={(o) => onChange({ gender: o.value })} />
      <PhotoPicker label={t('NRC front')} uploadId={values.nrcFrontId} error={errors.nrcFrontId} {...front} />
      <PhotoPicker label={t('NRC back')} uploadId={values.nrcBackId} error={errors.nrcBackId} {...back} />
      <SubmitButton submitting={submitting} />
    </form>
  );
}

/** Puts the slashes of NNNNNN/NN/N in as the digits are typed (a phone keypad has no slash). */
export function formatNrc(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 6) return digits;
  if (digits.length <= 8) return `${digits.slice(0, 6)}/${digits.slice(6)}`;
  return `${digits.slice(0, 6)}/${digits.slice(6, 8)}/${digits.slice(8)}`;
}
