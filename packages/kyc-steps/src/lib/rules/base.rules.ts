import { isEmail } from '@pocket/contracts/validators';

import type { BaseForm, FormErrors } from '../../model/forms';
import { MSG } from './messages';

/** E-mail is optional (many borrowers have none) but must be a real address when given. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return null;
  return isEmail(email) ? null : MSG.emailInvalid;
}

export function validateBase(form: BaseForm): FormErrors<BaseForm> {
  const errors: FormErrors<BaseForm> = {};
  if (!form.maritalStatus) errors.maritalStatus = MSG.maritalEmpty;
  if (!form.education) errors.education = MSG.educationEmpty;
  if (!form.provinceId || !form.districtId) errors.districtId = MSG.regionEmpty;
  if (form.address.trim() === '') errors.address = MSG.addressEmpty;
  const email = emailError(form.email);
  if (email) errors.email = email;
  return errors;
}
