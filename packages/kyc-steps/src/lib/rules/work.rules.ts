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
  // Asked of everyone (a student's allowance or a trader's best day still tells the lender when money comes in).
  const payDay = payDayError(form.payDay);
  if (payDay) errors.payDay = payDay;
  return errors;
}
