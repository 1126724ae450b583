import type { FormErrors, WorkForm } from '../../model/forms';
import { WITHOUT_EMPLOYER } from '../../model/options';
import { MSG } from './messages';

export function payDayError(value: string): string | null {
  const day = value.trim();
  if (!/^\d{1,2}$/.test(day)) return MSG.payDayInvalid;
  const n = Number(day);
  return n >= 1 && n <= 31 ? null : MSG.payDayInvalid;
}

export function validateWork(form: WorkForm): FormErrors<WorkForm> {
  const errors: FormErrors<WorkForm> = {};
  if (!form.employmentType) errors.employmentType = MSG.employmentEmpty;
  const needsEmployer = form.employmentType !== '' && !WITHOUT_EMPLOYER.includes(form.employmentType);
  if (needsEmployer && form.employerName.trim() === '') errors.employerName = MSG.employerEmpty;
  if (!form.monthlyIncome) errors.monthlyIncome = MSG.incomeEmpty;
  // Without an employer there may be no pay day; one that is given must still be a day of the month.
  const payDay = needsEmployer || form.payDay.trim() !== '' ? payDayError(form.payDay) : null;
  if (payDay) errors.payDay = payDay;
  return errors;
}
